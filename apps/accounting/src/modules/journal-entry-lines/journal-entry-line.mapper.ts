import { recordMapper } from '@bizapi/collections';
import { ACCOUNTING_JOURNAL_ENTRY_LINES_CONTRACT } from '@bizapi/contracts';
import { JournalEntryLineEntity } from './journal-entry-line.entity';

const declaredRecord = recordMapper(ACCOUNTING_JOURNAL_ENTRY_LINES_CONTRACT);

/** The declared record with the account's code and name, read with the line, in the spec's place (after accountingAccountId). */
export function toJournalEntryLineRecord(line: JournalEntryLineEntity) {
  const { id, journalEntryId, accountingAccountId, ...rest } = declaredRecord(line);
  return { id, journalEntryId, accountingAccountId, accountCode: line.accountCode ?? null, accountName: line.accountName ?? null, ...rest };
}
