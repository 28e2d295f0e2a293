import { defineCollection, idEquals } from '@bizapi/collections';
import { ACCOUNTING_JOURNAL_ENTRY_LINES_CONTRACT } from '@bizapi/contracts';
import { JournalEntryLineEntity } from './journal-entry-line.entity';
import { toJournalEntryLineRecord } from './journal-entry-line.mapper';

const ACCOUNT_OF_LINE = 'FROM accounting_accounts a WHERE a.company_id = t.company_id AND a.id = t.accounting_account_id';

export const JOURNAL_ENTRY_LINES = defineCollection<JournalEntryLineEntity>({
  contract: ACCOUNTING_JOURNAL_ENTRY_LINES_CONTRACT,
  entity: JournalEntryLineEntity,
  noun: 'journal entry line',
  toRecord: toJournalEntryLineRecord,
  filters: { journalEntryId: idEquals('journalEntryId'), accountingAccountId: idEquals('accountingAccountId') },
  // Lines in the order they were written: debits and credits as the entry lists them.
  defaultOrder: 'ASC',
  // The chart is this service's own and never renamed through the API: read from it, not copied.
  computed: { accountCode: `SELECT a.code ${ACCOUNT_OF_LINE}`, accountName: `SELECT a.name ${ACCOUNT_OF_LINE}` },
});
