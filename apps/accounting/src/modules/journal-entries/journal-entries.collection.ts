import { dateRange, defineCollection, equals, recordMapper } from '@bizapi/collections';
import { ACCOUNTING_JOURNAL_ENTRIES_CONTRACT, JOURNAL_ENTRY_STATUSES } from '@bizapi/contracts';
import { JournalEntryEntity } from './journal-entry.entity';

export const JOURNAL_ENTRIES = defineCollection<JournalEntryEntity>({
  contract: ACCOUNTING_JOURNAL_ENTRIES_CONTRACT,
  entity: JournalEntryEntity,
  noun: 'journal entry',
  toRecord: recordMapper(ACCOUNTING_JOURNAL_ENTRIES_CONTRACT),
  filters: {
    startDate: dateRange('entryDate', 'from'),
    endDate: dateRange('entryDate', 'to'),
    status: equals('status', JOURNAL_ENTRY_STATUSES),
  },
  orderBy: { entryDate: { property: 'entryDate' } },
});
