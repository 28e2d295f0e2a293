import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { PURCHASE_ORDER_ITEMS } from './purchase-order-items.collection';
import { PurchaseOrderItemsService } from './purchase-order-items.service';

@Module({
  controllers: [collectionController(PURCHASE_ORDER_ITEMS, PurchaseOrderItemsService)],
  providers: [PurchaseOrderItemsService],
  exports: [PurchaseOrderItemsService],
})
export class PurchaseOrderItemsModule {}
