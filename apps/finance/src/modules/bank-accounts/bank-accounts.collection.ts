import { defineCollection } from '@bizapi/collections';
import { BANK_ACCOUNTS_CONTRACT } from '@bizapi/contracts';
import { BankAccountEntity } from './bank-account.entity';
import { toBankAccountRecord } from './bank-account.mapper';

export const BANK_ACCOUNTS = defineCollection<BankAccountEntity>({
  contract: BANK_ACCOUNTS_CONTRACT,
  entity: BankAccountEntity,
  noun: 'bank account',
  toRecord: toBankAccountRecord,
  // In the seed's order.
  defaultOrder: 'ASC',
});
