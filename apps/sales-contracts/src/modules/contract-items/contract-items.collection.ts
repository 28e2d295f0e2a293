import { defineCollection, idEquals } from '@bizapi/collections';
import { CONTRACT_ITEMS_CONTRACT } from '@bizapi/contracts';
import { ContractItemEntity } from './contract-item.entity';
import { toContractItemRecord } from './contract-item.mapper';

export const CONTRACT_ITEMS = defineCollection<ContractItemEntity>({
  contract: CONTRACT_ITEMS_CONTRACT,
  entity: ContractItemEntity,
  noun: 'contract item',
  toRecord: toContractItemRecord,
  filters: { contractId: idEquals('contractId') },
  // Items in the order they were added to their contract.
  defaultOrder: 'ASC',
  references: { contractId: { collection: 'contracts' } },
  parent: { collection: 'contracts', key: 'contractId', deactivatedWithParent: true },
});
