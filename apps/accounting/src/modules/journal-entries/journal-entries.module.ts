import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { JOURNAL_ENTRIES } from './journal-entries.collection';
import { JournalEntriesService } from './journal-entries.service';

@Module({
  controllers: [collectionController(JOURNAL_ENTRIES, JournalEntriesService)],
  providers: [JournalEntriesService],
  exports: [JournalEntriesService],
})
export class JournalEntriesModule {}
