import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CONTRACT_ITEMS } from './contract-items.collection';
import { ContractItemsService } from './contract-items.service';

@Module({
  controllers: [collectionController(CONTRACT_ITEMS, ContractItemsService)],
  providers: [ContractItemsService],
})
export class ContractItemsModule {}
