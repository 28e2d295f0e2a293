import { formatApiDateTime } from '@bizapi/conventions';
import { PurchaseOrderItemEntity } from './purchase-order-item.entity';

export function toPurchaseOrderItemRecord(item: PurchaseOrderItemEntity) {
  return {
    id: item.id,
    purchaseOrderId: item.purchaseOrderId,
    description: item.description,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    totalPrice: item.totalPrice,
    isActive: item.isActive,
    createdAt: formatApiDateTime(item.createdAt),
    updatedAt: formatApiDateTime(item.updatedAt),
  };
}
