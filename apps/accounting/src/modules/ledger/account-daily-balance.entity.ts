import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { decimalTransformer } from '@bizapi/runtime';
import { AccountingAccountEntity } from '../accounting-accounts/accounting-account.entity';

/**
 * What POSTED lines moved on one analytical account on one day, and how
 * many there were: the reports sum these (a few rows per account and day)
 * instead of the lines (millions). Kept by posting and reversing, in their
 * transaction.
 */
@Entity({ name: 'account_daily_balances' })
@ForeignKey(() => AccountingAccountEntity, ['companyId', 'accountingAccountId'], ['companyId', 'id'], { name: 'account_daily_balances_account_fkey' })
export class AccountDailyBalanceEntity {
  @PrimaryColumn({ name: 'company_id', type: 'uuid', primaryKeyConstraintName: 'account_daily_balances_pkey' })
  companyId: string;

  @PrimaryColumn({ name: 'accounting_account_id', type: 'uuid', primaryKeyConstraintName: 'account_daily_balances_pkey' })
  accountingAccountId: string;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'account_daily_balances_pkey' })
  day: string;

  @Column({ type: 'numeric', precision: 17, scale: 2, transformer: decimalTransformer })
  debit: number;

  @Column({ type: 'numeric', precision: 17, scale: 2, transformer: decimalTransformer })
  credit: number;

  /** A ledger counts its period's lines from these before reading them (report-bounds.ts). */
  @Column({ name: 'posted_lines', type: 'integer', default: 0 })
  postedLines: number;
}
