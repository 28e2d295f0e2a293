import { defineCollection, equals, idEquals } from '@bizapi/collections';
import { CONTRACTS_CONTRACT, CONTRACT_STATUSES } from '@bizapi/contracts';
import { ContractEntity } from './contract.entity';
import { toContractRecord } from './contract.mapper';

export const CONTRACTS = defineCollection<ContractEntity>({
  contract: CONTRACTS_CONTRACT,
  entity: ContractEntity,
  noun: 'contract',
  toRecord: toContractRecord,
  // personId: the person of the contract's sign, copied onto the contract.
  filters: { status: equals('status', CONTRACT_STATUSES), personId: idEquals('personId') },
  references: { signId: { collection: 'signs' } },
});
