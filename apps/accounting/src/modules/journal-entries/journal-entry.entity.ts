import { ListIndexes, TenantRecord } from '@bizapi/collections';
import type { JournalEntryStatus } from '@bizapi/contracts';
import { MONEY_COLUMN } from '@bizapi/runtime';
import { Column, Entity, ForeignKey, Index, Unique } from 'typeorm';

/**
 * A journal entry: balanced lines on one date. Only POSTED entries count in
 * the books; a reversed entry and its reversal are both REVERSED (together
 * they net to zero). Entries are written by posting (ledger/journal-poster.ts),
 * never through the API.
 */
@Entity({ name: 'accounting_journal_entries' })
@Index('journal_entries_company_code_idx', ['companyId', 'code'], { unique: true })
@ListIndexes('journal_entries', { companyKey: false })
@Index('journal_entries_company_date_idx', ['companyId', 'entryDate', 'id'])
@Index('journal_entries_company_status_date_idx', ['companyId', 'status', 'entryDate', 'id'])
// A settlement is posted once, whatever JetStream redelivers.
@Index('journal_entries_company_source_event_idx', ['companyId', 'sourceEventId'], { unique: true, where: 'source_event_id IS NOT NULL' })
@Unique('accounting_journal_entries_company_id_key', ['companyId', 'id'])
@ForeignKey(() => JournalEntryEntity, ['companyId', 'reversesId'], ['companyId', 'id'], { name: 'journal_entries_reverses_fkey' })
export class JournalEntryEntity extends TenantRecord {
  /** `LC-000001` (lançamento contábil), from the company's code sequence. */
  @Column({ type: 'text' })
  code: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'entry_date', type: 'date' })
  entryDate: string;

  @Column({ type: 'text' })
  status: JournalEntryStatus;

  @Column({ name: 'is_automatic', type: 'boolean', default: false })
  isAutomatic: boolean;

  @Column({ name: 'total_debit', ...MONEY_COLUMN })
  totalDebit: number;

  @Column({ name: 'total_credit', ...MONEY_COLUMN })
  totalCredit: number;

  /** The financial entry a settlement entry came from (finance's id; account statements show it). */
  @Column({ name: 'financial_entry_id', type: 'uuid', nullable: true })
  financialEntryId: string | null;

  /** The event that posted an automatic entry (`evt_…`). */
  @Column({ name: 'source_event_id', type: 'text', nullable: true })
  sourceEventId: string | null;

  /** For a reversal, the entry it reverses. */
  @Column({ name: 'reverses_id', type: 'uuid', nullable: true })
  reversesId: string | null;
}
