import { defineCollection, idEquals, recordMapper } from '@bizapi/collections';
import { CONTRACT_ITEMS_CONTRACT } from '@bizapi/contracts';
import { ContractItemEntity } from './contract-item.entity';

export const CONTRACT_ITEMS = defineCollection<ContractItemEntity>({
  contract: CONTRACT_ITEMS_CONTRACT,
  entity: ContractItemEntity,
  noun: 'contract item',
  toRecord: recordMapper(CONTRACT_ITEMS_CONTRACT),
  filters: { contractId: idEquals('contractId') },
  // Items in the order they were added to their contract.
  defaultOrder: 'ASC',
  parent: { collection: 'contracts', key: 'contractId', deactivatedWithParent: true },
});
