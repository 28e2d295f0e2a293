import { formatApiDateTime } from '@bizapi/conventions';
import { JournalEntryLineEntity } from './journal-entry-line.entity';

export function toJournalEntryLineRecord(line: JournalEntryLineEntity) {
  return {
    id: line.id,
    journalEntryId: line.journalEntryId,
    accountingAccountId: line.accountingAccountId,
    accountCode: line.accountCode ?? null,
    accountName: line.accountName ?? null,
    type: line.type,
    amount: line.amount,
    description: line.description,
    createdAt: formatApiDateTime(line.createdAt),
    updatedAt: formatApiDateTime(line.updatedAt),
  };
}
