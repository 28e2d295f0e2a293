import { defineCollection, idEquals, recordMapper } from '@bizapi/collections';
import { PURCHASE_ORDER_ITEMS_CONTRACT } from '@bizapi/contracts';
import { PurchaseOrderItemEntity } from './purchase-order-item.entity';

export const PURCHASE_ORDER_ITEMS = defineCollection<PurchaseOrderItemEntity>({
  contract: PURCHASE_ORDER_ITEMS_CONTRACT,
  entity: PurchaseOrderItemEntity,
  noun: 'purchase order item',
  toRecord: recordMapper(PURCHASE_ORDER_ITEMS_CONTRACT),
  filters: { purchaseOrderId: idEquals('purchaseOrderId') },
  // Items in the order they were added to their purchase order.
  defaultOrder: 'ASC',
  // Each add locks the order and recomputes its totalAmount (PURCHASE_ORDER_TOTAL). As the order always has: its
  // deactivation leaves its items (and its total) as they are, and an item's deactivation leaves the total until the next add.
  parent: { collection: 'purchase-orders', key: 'purchaseOrderId', deactivatedWithParent: false, locksParent: (item) => item.isActive },
});
