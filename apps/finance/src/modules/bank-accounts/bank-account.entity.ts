import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { MONEY_COLUMN } from '@bizapi/runtime';
import { Column, Entity, Index } from 'typeorm';

export const BANK_ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/**
 * A bank account of the company (seeded). `balance` is the opening balance
 * plus the settled revenue minus the settled expense through the account,
 * kept in the settling transaction.
 */
@Entity({ name: 'bank_accounts' })
@Index('bank_accounts_company_account_idx', ['companyId', 'bankName', 'agency', 'accountNumber'], { unique: true })
@ListIndexes('bank_accounts')
export class BankAccountEntity extends DeactivatableRecord {
  @Column({ name: 'bank_name', type: 'text' })
  bankName: string;

  @Column({ type: 'text' })
  agency: string;

  @Column({ name: 'account_number', type: 'text' })
  accountNumber: string;

  @Column({ name: 'account_type', type: 'text' })
  accountType: BankAccountType;

  @Column({ name: 'opening_balance', ...MONEY_COLUMN, default: 0 })
  openingBalance: number;

  @Column({ ...MONEY_COLUMN, default: 0 })
  balance: number;
}
