import { CollectionKit, CollectionService } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { PurchaseOrderItemEntity } from './purchase-order-item.entity';
import { PURCHASE_ORDER_ITEMS } from './purchase-order-items.collection';

/**
 * Lines of a purchase order. Each add recalculates the order's totalAmount
 * in the same transaction, under the order's row lock (the kit's, by the
 * declared parent), so concurrent adds to one order each see the others'
 * committed items.
 */
@Injectable()
export class PurchaseOrderItemsService extends CollectionService<PurchaseOrderItemEntity> {
  constructor(kit: CollectionKit) {
    super(kit, PURCHASE_ORDER_ITEMS);
  }
}
