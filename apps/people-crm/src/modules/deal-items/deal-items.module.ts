import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CreateDealItemDto, UpdateDealItemDto } from './deal-item.dto';
import { DEAL_ITEMS } from './deal-items.collection';
import { DealItemsService } from './deal-items.service';

@Module({
  controllers: [collectionController(DEAL_ITEMS, DealItemsService, { create: CreateDealItemDto, update: UpdateDealItemDto })],
  providers: [DealItemsService],
})
export class DealItemsModule {}
