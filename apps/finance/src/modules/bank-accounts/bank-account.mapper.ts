import { formatApiDateTime } from '@bizapi/conventions';
import { BankAccountEntity } from './bank-account.entity';

export function toBankAccountRecord(account: BankAccountEntity) {
  return {
    id: account.id,
    bankName: account.bankName,
    agency: account.agency,
    accountNumber: account.accountNumber,
    accountType: account.accountType,
    balance: account.balance,
    isActive: account.isActive,
    createdAt: formatApiDateTime(account.createdAt),
    updatedAt: formatApiDateTime(account.updatedAt),
  };
}
