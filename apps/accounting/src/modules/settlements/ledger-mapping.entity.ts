import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { AccountingAccountEntity } from '../accounting-accounts/accounting-account.entity';

/** What a mapping points from: finance's records whose settlements are posted. */
export const LEDGER_SOURCE_KINDS = ['FINANCIAL_CATEGORY', 'BANK_ACCOUNT'] as const;
export type LedgerSourceKind = (typeof LEDGER_SOURCE_KINDS)[number];

/**
 * The ledger account of one financial category or bank account of a
 * company. Finance registers these; a source without a row posts to the
 * default account (settlements/ledger-accounts.ts).
 */
@Entity({ name: 'ledger_mappings' })
@ForeignKey(() => AccountingAccountEntity, ['companyId', 'accountingAccountId'], ['companyId', 'id'], { name: 'ledger_mappings_account_fkey' })
export class LedgerMappingEntity {
  @PrimaryColumn({ name: 'company_id', type: 'uuid', primaryKeyConstraintName: 'ledger_mappings_pkey' })
  companyId: string;

  @PrimaryColumn({ name: 'source_kind', type: 'text', primaryKeyConstraintName: 'ledger_mappings_pkey' })
  sourceKind: LedgerSourceKind;

  /** Finance's id of the category or bank account. */
  @PrimaryColumn({ name: 'source_id', type: 'uuid', primaryKeyConstraintName: 'ledger_mappings_pkey' })
  sourceId: string;

  @Column({ name: 'accounting_account_id', type: 'uuid' })
  accountingAccountId: string;
}
