import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { DEAL_ITEMS } from './deal-items.collection';
import { DealItemsService } from './deal-items.service';

@Module({
  controllers: [collectionController(DEAL_ITEMS, DealItemsService)],
  providers: [DealItemsService],
})
export class DealItemsModule {}
