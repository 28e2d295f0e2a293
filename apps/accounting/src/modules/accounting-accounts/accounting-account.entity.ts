import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import type { AccountType } from '@bizapi/contracts';
import { Column, Entity, ForeignKey, Index } from 'typeorm';

/**
 * An account of the chart of accounts. Synthetic accounts group others
 * (their balance is the sum of their children's); only analytical ones
 * take journal lines. `code` is dotted by level (`1.1.1.02`).
 */
@Entity({ name: 'accounting_accounts' })
@Index('accounting_accounts_company_code_idx', ['companyId', 'code'], { unique: true })
@ListIndexes('accounting_accounts')
@Index('accounting_accounts_company_type_idx', ['companyId', 'accountType', 'code'], { where: 'is_active' })
@ForeignKey(() => AccountingAccountEntity, ['companyId', 'parentId'], ['companyId', 'id'], { name: 'accounting_accounts_parent_fkey' })
export class AccountingAccountEntity extends DeactivatableRecord {
  @Column({ type: 'text' })
  code: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ name: 'account_type', type: 'text' })
  accountType: AccountType;

  @Column({ name: 'parent_id', type: 'uuid', nullable: true })
  parentId: string | null;

  @Column({ name: 'is_analytical', type: 'boolean' })
  isAnalytical: boolean;
}
