import { defineCollection, equals, idEquals } from '@bizapi/collections';
import { PURCHASE_ORDER_STATUSES } from '@bizapi/contracts';
import { PurchaseOrderEntity } from './purchase-order.entity';
import { toPurchaseOrderDetail, toPurchaseOrderRecord } from './purchase-order.mapper';

export const PURCHASE_ORDERS = defineCollection<PurchaseOrderEntity>({
  collection: 'purchase-orders',
  entity: PurchaseOrderEntity,
  noun: 'purchase order',
  toRecord: toPurchaseOrderRecord,
  toDetail: toPurchaseOrderDetail,
  filters: { status: equals('status', PURCHASE_ORDER_STATUSES), supplierId: idEquals('supplierId'), projectId: idEquals('projectId') },
  references: {
    supplierId: { collection: 'persons', nameProperty: 'supplierName' },
    projectId: { collection: 'projects' },
  },
  events: { created: 'purchase_order.created', updated: 'purchase_order.updated' },
  code: { prefix: 'PO' },
  nameProperty: 'title',
});
