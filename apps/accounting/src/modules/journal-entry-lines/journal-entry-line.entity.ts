import { ListIndexes, TenantRecord } from '@bizapi/collections';
import type { JournalEntryStatus, JournalLineType } from '@bizapi/contracts';
import { MONEY_COLUMN } from '@bizapi/runtime';
import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { AccountingAccountEntity } from '../accounting-accounts/accounting-account.entity';
import { JournalEntryEntity } from '../journal-entries/journal-entry.entity';

/**
 * A line of a journal entry, on an analytical account. The entry's date,
 * status and settlement are kept on the line too, so a ledger or a
 * statement reads one index range (company, account, date), counts POSTED
 * lines only, and never looks up the lines' entries.
 */
@Entity({ name: 'accounting_journal_entry_lines' })
@ListIndexes('journal_lines', { companyKey: false })
@Index('journal_lines_company_entry_idx', ['companyId', 'journalEntryId', 'createdAt', 'id'])
@Index('journal_lines_company_account_date_idx', ['companyId', 'accountingAccountId', 'entryDate', 'id'])
@ForeignKey(() => JournalEntryEntity, ['companyId', 'journalEntryId'], ['companyId', 'id'], { name: 'journal_lines_entry_fkey' })
@ForeignKey(() => AccountingAccountEntity, ['companyId', 'accountingAccountId'], ['companyId', 'id'], { name: 'journal_lines_account_fkey' })
export class JournalEntryLineEntity extends TenantRecord {
  @Column({ name: 'journal_entry_id', type: 'uuid' })
  journalEntryId: string;

  @Column({ name: 'accounting_account_id', type: 'uuid' })
  accountingAccountId: string;

  /** Read with the line from its account (JOURNAL_ENTRY_LINES.computed). */
  accountCode?: string;
  accountName?: string;

  @Column({ type: 'text' })
  type: JournalLineType;

  @Column({ ...MONEY_COLUMN })
  amount: number;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ name: 'entry_date', type: 'date' })
  entryDate: string;

  @Column({ name: 'entry_status', type: 'text' })
  entryStatus: JournalEntryStatus;

  /** The entry's `financialEntryId` (the settlement it came from), for the account statement. */
  @Column({ name: 'financial_entry_id', type: 'uuid', nullable: true })
  financialEntryId: string | null;
}
