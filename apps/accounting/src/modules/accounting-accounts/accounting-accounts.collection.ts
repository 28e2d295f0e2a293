import { defineCollection, equals } from '@bizapi/collections';
import { ACCOUNTING_ACCOUNTS_CONTRACT, ACCOUNT_TYPES } from '@bizapi/contracts';
import { AccountingAccountEntity } from './accounting-account.entity';
import { toAccountingAccountRecord } from './accounting-account.mapper';

export const ACCOUNTING_ACCOUNTS = defineCollection<AccountingAccountEntity>({
  contract: ACCOUNTING_ACCOUNTS_CONTRACT,
  entity: AccountingAccountEntity,
  noun: 'accounting account',
  toRecord: toAccountingAccountRecord,
  filters: { accountType: equals('accountType', ACCOUNT_TYPES) },
  // The chart in its own order (1, 1.1, 1.1.1, 1.1.1.01…), as accountants read it.
  orderBy: { code: { property: 'code' } },
  defaultOrderBy: 'code',
  defaultOrder: 'ASC',
});
