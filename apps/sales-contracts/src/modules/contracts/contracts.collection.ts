import { defineCollection, equals, idEquals, recordMapper } from '@bizapi/collections';
import { CONTRACTS_CONTRACT, CONTRACT_STATUSES } from '@bizapi/contracts';
import { ContractEntity } from './contract.entity';

export const CONTRACTS = defineCollection<ContractEntity>({
  contract: CONTRACTS_CONTRACT,
  entity: ContractEntity,
  noun: 'contract',
  toRecord: recordMapper(CONTRACTS_CONTRACT),
  // personId: the person of the contract's sign, copied onto the contract.
  filters: { status: equals('status', CONTRACT_STATUSES), personId: idEquals('personId') },
});
