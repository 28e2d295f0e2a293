import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CreatePurchaseOrderItemDto } from './purchase-order-item.dto';
import { PURCHASE_ORDER_ITEMS } from './purchase-order-items.collection';
import { PurchaseOrderItemsService } from './purchase-order-items.service';

@Module({
  controllers: [collectionController(PURCHASE_ORDER_ITEMS, PurchaseOrderItemsService, { create: CreatePurchaseOrderItemDto })],
  providers: [PurchaseOrderItemsService],
  exports: [PurchaseOrderItemsService],
})
export class PurchaseOrderItemsModule {}
