import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CreateContractDto, UpdateContractDto } from './contract.dto';
import { CONTRACTS } from './contracts.collection';
import { ContractsService } from './contracts.service';

@Module({
  controllers: [collectionController(CONTRACTS, ContractsService, { create: CreateContractDto, update: UpdateContractDto })],
  providers: [ContractsService],
})
export class ContractsModule {}
