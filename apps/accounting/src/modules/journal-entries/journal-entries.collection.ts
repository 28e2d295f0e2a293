import { CollectionKit, CollectionService, dateRange, defineCollection, equals } from '@bizapi/collections';
import { JOURNAL_ENTRY_STATUSES } from '@bizapi/contracts';
import { formatApiDateTime, parseApiDate } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { JournalEntryEntity } from './journal-entry.entity';

export function toJournalEntryRecord(entry: JournalEntryEntity) {
  return {
    id: entry.id,
    code: entry.code,
    description: entry.description,
    entryDate: formatApiDateTime(parseApiDate(entry.entryDate)),
    status: entry.status,
    isAutomatic: entry.isAutomatic,
    totalDebit: entry.totalDebit,
    totalCredit: entry.totalCredit,
    createdAt: formatApiDateTime(entry.createdAt),
    updatedAt: formatApiDateTime(entry.updatedAt),
  };
}

export const JOURNAL_ENTRIES = defineCollection<JournalEntryEntity>({
  collection: 'accounting-journal-entries',
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

/** Journal entries: read-only through the API; written by posting (ledger/journal-poster.ts). */
@Injectable()
export class JournalEntriesService extends CollectionService<JournalEntryEntity> {
  constructor(kit: CollectionKit) {
    super(kit, JOURNAL_ENTRIES);
  }
}
