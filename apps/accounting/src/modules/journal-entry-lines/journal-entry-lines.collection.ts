import { CollectionKit, CollectionService, defineCollection, idEquals } from '@bizapi/collections';
import { formatApiDateTime } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
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

const ACCOUNT_OF_LINE = 'FROM accounting_accounts a WHERE a.company_id = t.company_id AND a.id = t.accounting_account_id';

export const JOURNAL_ENTRY_LINES = defineCollection<JournalEntryLineEntity>({
  collection: 'accounting-journal-entry-lines',
  entity: JournalEntryLineEntity,
  noun: 'journal entry line',
  toRecord: toJournalEntryLineRecord,
  filters: { journalEntryId: idEquals('journalEntryId'), accountingAccountId: idEquals('accountingAccountId') },
  // Lines in the order they were written: debits and credits as the entry lists them.
  defaultOrder: 'ASC',
  // The chart is this service's own and never renamed through the API: read from it, not copied.
  computed: { accountCode: `SELECT a.code ${ACCOUNT_OF_LINE}`, accountName: `SELECT a.name ${ACCOUNT_OF_LINE}` },
});

@Injectable()
export class JournalEntryLinesService extends CollectionService<JournalEntryLineEntity> {
  constructor(kit: CollectionKit) {
    super(kit, JOURNAL_ENTRY_LINES);
  }
}
