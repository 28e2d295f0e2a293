import { defineCollection } from '@bizapi/collections';
import { BankAccountEntity } from './bank-account.entity';
import { toBankAccountRecord } from './bank-account.mapper';

export const BANK_ACCOUNTS = defineCollection<BankAccountEntity>({
  collection: 'bank-accounts',
  entity: BankAccountEntity,
  noun: 'bank account',
  toRecord: toBankAccountRecord,
  // In the seed's order.
  defaultOrder: 'ASC',
  nameProperty: 'bankName',
});
