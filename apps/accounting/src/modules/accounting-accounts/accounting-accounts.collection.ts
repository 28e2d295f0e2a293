import { defineCollection, equals, recordMapper } from '@bizapi/collections';
import { ACCOUNTING_ACCOUNTS_CONTRACT, ACCOUNT_TYPES } from '@bizapi/contracts';
import { AccountingAccountEntity } from './accounting-account.entity';

export const ACCOUNTING_ACCOUNTS = defineCollection<AccountingAccountEntity>({
  contract: ACCOUNTING_ACCOUNTS_CONTRACT,
  entity: AccountingAccountEntity,
  noun: 'accounting account',
  toRecord: recordMapper(ACCOUNTING_ACCOUNTS_CONTRACT),
  filters: { accountType: equals('accountType', ACCOUNT_TYPES) },
  // The chart in its own order (1, 1.1, 1.1.1, 1.1.1.01…), as accountants read it.
  orderBy: { code: { property: 'code' } },
  defaultOrderBy: 'code',
  defaultOrder: 'ASC',
});
