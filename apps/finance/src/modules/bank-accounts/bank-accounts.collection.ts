import { defineCollection, recordMapper } from '@bizapi/collections';
import { BANK_ACCOUNTS_CONTRACT } from '@bizapi/contracts';
import { BankAccountEntity } from './bank-account.entity';

export const BANK_ACCOUNTS = defineCollection<BankAccountEntity>({
  contract: BANK_ACCOUNTS_CONTRACT,
  entity: BankAccountEntity,
  noun: 'bank account',
  toRecord: recordMapper(BANK_ACCOUNTS_CONTRACT),
  // In the seed's order.
  defaultOrder: 'ASC',
});
