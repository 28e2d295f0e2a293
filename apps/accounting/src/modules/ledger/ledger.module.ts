import { Module } from '@nestjs/common';
import { JournalEntriesModule } from '../journal-entries/journal-entries.module';
import { JournalEntryLinesModule } from '../journal-entry-lines/journal-entry-lines.module';
import { JournalPoster } from './journal-poster';

/** Posting: the one way journal entries and their lines reach the books (and the daily balances the reports read). */
@Module({
  imports: [JournalEntriesModule, JournalEntryLinesModule],
  providers: [JournalPoster],
  exports: [JournalPoster],
})
export class LedgerModule {}
