import { defineCollection, equals, idEquals } from '@bizapi/collections';
import { CONTRACT_STATUSES } from '@bizapi/contracts';
import { ContractEntity } from './contract.entity';
import { toContractRecord } from './contract.mapper';

export const CONTRACTS = defineCollection<ContractEntity>({
  collection: 'contracts',
  entity: ContractEntity,
  noun: 'contract',
  toRecord: toContractRecord,
  // personId: the person of the contract's sign, copied onto the contract.
  filters: { status: equals('status', CONTRACT_STATUSES), personId: idEquals('personId') },
  references: { signId: { collection: 'signs' } },
  events: { created: 'contract.created', updated: 'contract.updated' },
  nameProperty: 'title',
});
