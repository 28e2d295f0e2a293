import { CollectionKit, CollectionService, defineCollection, equals } from '@bizapi/collections';
import { ACCOUNT_TYPES } from '@bizapi/contracts';
import { formatApiDateTime } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { AccountingAccountEntity } from './accounting-account.entity';

export function toAccountingAccountRecord(account: AccountingAccountEntity) {
  return {
    id: account.id,
    code: account.code,
    name: account.name,
    accountType: account.accountType,
    parentId: account.parentId,
    isAnalytical: account.isAnalytical,
    isActive: account.isActive,
    createdAt: formatApiDateTime(account.createdAt),
    updatedAt: formatApiDateTime(account.updatedAt),
  };
}

export const ACCOUNTING_ACCOUNTS = defineCollection<AccountingAccountEntity>({
  collection: 'accounting-accounts',
  entity: AccountingAccountEntity,
  noun: 'accounting account',
  toRecord: toAccountingAccountRecord,
  filters: { accountType: equals('accountType', ACCOUNT_TYPES) },
  // The chart in its own order (1, 1.1, 1.1.1, 1.1.1.01…), as accountants read it.
  orderBy: { code: { property: 'code' } },
  defaultOrderBy: 'code',
  defaultOrder: 'ASC',
});

/** The chart of accounts: read-only, seeded by the operator. */
@Injectable()
export class AccountingAccountsService extends CollectionService<AccountingAccountEntity> {
  constructor(kit: CollectionKit) {
    super(kit, ACCOUNTING_ACCOUNTS);
  }
}
