import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { ACCOUNTING_ACCOUNTS, AccountingAccountsService } from './accounts/accounting-accounts.collection';
import { JOURNAL_ENTRIES, JournalEntriesService } from './journal-entries/journal-entries.collection';
import { JOURNAL_ENTRY_LINES, JournalEntryLinesService } from './journal-entry-lines/journal-entry-lines.collection';
import { JournalPoster } from './ledger/journal-poster';

/** The books (read-only through the API): the chart of accounts, journal entries and their lines, and posting. */
@Module({
  controllers: [
    collectionController(ACCOUNTING_ACCOUNTS, AccountingAccountsService),
    collectionController(JOURNAL_ENTRIES, JournalEntriesService),
    collectionController(JOURNAL_ENTRY_LINES, JournalEntryLinesService),
  ],
  providers: [AccountingAccountsService, JournalEntriesService, JournalEntryLinesService, JournalPoster],
  exports: [AccountingAccountsService, JournalEntriesService, JournalEntryLinesService, JournalPoster],
})
export class BooksModule {}
