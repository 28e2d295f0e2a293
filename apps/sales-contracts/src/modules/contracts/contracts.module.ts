import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CONTRACTS } from './contracts.collection';
import { ContractsService } from './contracts.service';

@Module({
  controllers: [collectionController(CONTRACTS, ContractsService)],
  providers: [ContractsService],
})
export class ContractsModule {}
