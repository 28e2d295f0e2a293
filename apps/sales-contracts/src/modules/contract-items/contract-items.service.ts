import { CollectionKit, CollectionService } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { ContractItemEntity } from './contract-item.entity';
import { CONTRACT_ITEMS } from './contract-items.collection';

/** Lines of a recurring contract; they go with their contract's deactivation (declared on the items). */
@Injectable()
export class ContractItemsService extends CollectionService<ContractItemEntity> {
  constructor(kit: CollectionKit) {
    super(kit, CONTRACT_ITEMS);
  }
}
