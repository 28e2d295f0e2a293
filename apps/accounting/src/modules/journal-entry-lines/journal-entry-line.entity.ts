import { ACCOUNTING_JOURNAL_ENTRY_LINES_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, ForeignKey, Index } from 'typeorm';
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
export class JournalEntryLineEntity extends DeclaredTable(ACCOUNTING_JOURNAL_ENTRY_LINES_CONTRACT) {
  /** Read with the line from its account (JOURNAL_ENTRY_LINES.computed). */
  accountCode?: string;
  accountName?: string;
}
