import { dateRange, defineCollection, equals } from '@bizapi/collections';
import { ACCOUNTING_JOURNAL_ENTRIES_CONTRACT, JOURNAL_ENTRY_STATUSES } from '@bizapi/contracts';
import { JournalEntryEntity } from './journal-entry.entity';
import { toJournalEntryRecord } from './journal-entry.mapper';

export const JOURNAL_ENTRIES = defineCollection<JournalEntryEntity>({
  contract: ACCOUNTING_JOURNAL_ENTRIES_CONTRACT,
  entity: JournalEntryEntity,
  noun: 'journal entry',
  toRecord: toJournalEntryRecord,
  filters: {
    startDate: dateRange('entryDate', 'from'),
    endDate: dateRange('entryDate', 'to'),
    status: equals('status', JOURNAL_ENTRY_STATUSES),
  },
  orderBy: { entryDate: { property: 'entryDate' } },
});
