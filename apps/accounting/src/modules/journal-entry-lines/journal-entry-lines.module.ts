import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { JOURNAL_ENTRY_LINES } from './journal-entry-lines.collection';
import { JournalEntryLinesService } from './journal-entry-lines.service';

@Module({
  controllers: [collectionController(JOURNAL_ENTRY_LINES, JournalEntryLinesService)],
  providers: [JournalEntryLinesService],
  exports: [JournalEntryLinesService],
})
export class JournalEntryLinesModule {}
