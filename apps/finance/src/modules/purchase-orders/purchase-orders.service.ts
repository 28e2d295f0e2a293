import { CollectionKit, CollectionService } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { PurchaseOrderEntity } from './purchase-order.entity';
import { PURCHASE_ORDERS } from './purchase-orders.collection';

/** Purchase orders to a supplier: DRAFT with a generated code; their total follows their items (PURCHASE_ORDER_TOTAL). */
@Injectable()
export class PurchaseOrdersService extends CollectionService<PurchaseOrderEntity> {
  constructor(kit: CollectionKit) {
    super(kit, PURCHASE_ORDERS);
  }
}
