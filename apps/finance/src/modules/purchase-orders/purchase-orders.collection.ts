import { defineCollection, detailMapper, equals, idEquals, recordMapper } from '@bizapi/collections';
import { PURCHASE_ORDERS_CONTRACT, PURCHASE_ORDER_STATUSES } from '@bizapi/contracts';
import { PURCHASE_ORDER_TOTAL } from './purchase-order-total';
import { PurchaseOrderEntity } from './purchase-order.entity';

export const PURCHASE_ORDERS = defineCollection<PurchaseOrderEntity>({
  contract: PURCHASE_ORDERS_CONTRACT,
  entity: PurchaseOrderEntity,
  noun: 'purchase order',
  toRecord: recordMapper(PURCHASE_ORDERS_CONTRACT),
  toDetail: detailMapper(PURCHASE_ORDERS_CONTRACT),
  filters: { status: equals('status', PURCHASE_ORDER_STATUSES), supplierId: idEquals('supplierId'), projectId: idEquals('projectId') },
  derive: PURCHASE_ORDER_TOTAL,
});
