import { ACCOUNTING_ACCOUNTS_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, ForeignKey, Index } from 'typeorm';

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
export class AccountingAccountEntity extends DeclaredTable(ACCOUNTING_ACCOUNTS_CONTRACT) {}
