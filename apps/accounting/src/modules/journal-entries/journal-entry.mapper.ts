import { formatApiDateTime, parseApiDate } from '@bizapi/conventions';
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
