import { CollectionKit, CollectionService, sentFields } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { CreateContractItemDto, UpdateContractItemDto } from './contract-item.dto';
import { ContractItemEntity } from './contract-item.entity';
import { CONTRACT_ITEMS } from './contract-items.collection';

/** Lines of a recurring contract: quantity 1 and no unitPrice unless sent. */
@Injectable()
export class ContractItemsService extends CollectionService<ContractItemEntity, CreateContractItemDto, UpdateContractItemDto> {
  constructor(kit: CollectionKit) {
    super(kit, CONTRACT_ITEMS);
  }

  protected override build(input: CreateContractItemDto): Partial<ContractItemEntity> {
    return { quantity: 1, unitPrice: null, ...sentFields(input) };
  }
}
