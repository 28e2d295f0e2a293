import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CreatePurchaseOrderItemDto, PURCHASE_ORDER_ITEMS, PurchaseOrderItemsService } from '../purchase-order-items/purchase-order-items.collection';
import { CreatePurchaseOrderDto, PURCHASE_ORDERS, PurchaseOrdersService, UpdatePurchaseOrderDto } from './purchase-orders.collection';

/** Purchase orders and their items. */
@Module({
  controllers: [
    collectionController(PURCHASE_ORDERS, PurchaseOrdersService, { create: CreatePurchaseOrderDto, update: UpdatePurchaseOrderDto }),
    collectionController(PURCHASE_ORDER_ITEMS, PurchaseOrderItemsService, { create: CreatePurchaseOrderItemDto }),
  ],
  providers: [PurchaseOrdersService, PurchaseOrderItemsService],
})
export class PurchasingModule {}
