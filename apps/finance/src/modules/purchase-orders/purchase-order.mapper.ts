import { formatApiDateTime } from '@bizapi/conventions';
import { PurchaseOrderEntity } from './purchase-order.entity';

/** A PurchaseOrder as lists return it. */
export function toPurchaseOrderRecord(order: PurchaseOrderEntity) {
  return {
    id: order.id,
    code: order.code,
    title: order.title,
    supplierId: order.supplierId,
    supplierName: order.supplierName ?? null,
    projectId: order.projectId,
    status: order.status,
    totalAmount: order.totalAmount,
    expectedDeliveryDate: formatApiDateTime(order.expectedDeliveryDate),
    isActive: order.isActive,
    createdAt: formatApiDateTime(order.createdAt),
    updatedAt: formatApiDateTime(order.updatedAt),
  };
}

/** As get, create, update and events return it: with the description. */
export function toPurchaseOrderDetail(order: PurchaseOrderEntity) {
  return { ...toPurchaseOrderRecord(order), description: order.description };
}
