import { defineCollection, equals, idEquals } from '@bizapi/collections';
import { PURCHASE_ORDERS_CONTRACT, PURCHASE_ORDER_STATUSES } from '@bizapi/contracts';
import { PURCHASE_ORDER_TOTAL } from './purchase-order-total';
import { PurchaseOrderEntity } from './purchase-order.entity';
import { toPurchaseOrderDetail, toPurchaseOrderRecord } from './purchase-order.mapper';

export const PURCHASE_ORDERS = defineCollection<PurchaseOrderEntity>({
  contract: PURCHASE_ORDERS_CONTRACT,
  entity: PurchaseOrderEntity,
  noun: 'purchase order',
  toRecord: toPurchaseOrderRecord,
  toDetail: toPurchaseOrderDetail,
  filters: { status: equals('status', PURCHASE_ORDER_STATUSES), supplierId: idEquals('supplierId'), projectId: idEquals('projectId') },
  references: {
    supplierId: { collection: 'persons', nameProperty: 'supplierName' },
    projectId: { collection: 'projects' },
  },
  code: { prefix: 'PO' },
  derive: PURCHASE_ORDER_TOTAL,
});
