import { ACCOUNTING_JOURNAL_ENTRIES_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, ForeignKey, Index, Unique } from 'typeorm';

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
export class JournalEntryEntity extends DeclaredTable(ACCOUNTING_JOURNAL_ENTRIES_CONTRACT) {}
