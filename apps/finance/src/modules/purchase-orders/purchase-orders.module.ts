import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { PURCHASE_ORDERS } from './purchase-orders.collection';
import { PurchaseOrdersService } from './purchase-orders.service';

@Module({
  controllers: [collectionController(PURCHASE_ORDERS, PurchaseOrdersService)],
  providers: [PurchaseOrdersService],
  exports: [PurchaseOrdersService],
})
export class PurchaseOrdersModule {}
