import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CreateContractItemDto, UpdateContractItemDto } from './contract-item.dto';
import { CONTRACT_ITEMS } from './contract-items.collection';
import { ContractItemsService } from './contract-items.service';

@Module({
  controllers: [collectionController(CONTRACT_ITEMS, ContractItemsService, { create: CreateContractItemDto, update: UpdateContractItemDto })],
  providers: [ContractItemsService],
})
export class ContractItemsModule {}
