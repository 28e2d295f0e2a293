import { BANK_ACCOUNTS_CONTRACT, BANK_ACCOUNT_TYPES } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, Index } from 'typeorm';

export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

/**
 * A bank account of the company (seeded). `balance` is the opening balance
 * plus the settled revenue minus the settled expense through the account,
 * kept in the settling transaction.
 */
@Entity({ name: 'bank_accounts' })
@Index('bank_accounts_company_account_idx', ['companyId', 'bankName', 'agency', 'accountNumber'], { unique: true })
@ListIndexes('bank_accounts')
export class BankAccountEntity extends DeclaredTable(BANK_ACCOUNTS_CONTRACT) {}
