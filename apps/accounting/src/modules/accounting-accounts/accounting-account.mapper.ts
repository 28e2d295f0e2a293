import { formatApiDateTime } from '@bizapi/conventions';
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
