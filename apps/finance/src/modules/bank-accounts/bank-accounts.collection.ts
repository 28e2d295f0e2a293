import { CollectionKit, CollectionService, defineCollection } from '@bizapi/collections';
import { formatApiDateTime } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
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

export const BANK_ACCOUNTS = defineCollection<BankAccountEntity>({
  collection: 'bank-accounts',
  entity: BankAccountEntity,
  noun: 'bank account',
  toRecord: toBankAccountRecord,
  // In the seed's order.
  defaultOrder: 'ASC',
  nameProperty: 'bankName',
});

/** Bank accounts: read-only, seeded by the operator; settlements move their balance. */
@Injectable()
export class BankAccountsService extends CollectionService<BankAccountEntity> {
  constructor(kit: CollectionKit) {
    super(kit, BANK_ACCOUNTS);
  }
}
