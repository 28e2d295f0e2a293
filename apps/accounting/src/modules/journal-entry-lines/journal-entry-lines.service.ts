import { CollectionKit, CollectionService } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { JournalEntryLineEntity } from './journal-entry-line.entity';
import { JOURNAL_ENTRY_LINES } from './journal-entry-lines.collection';

@Injectable()
export class JournalEntryLinesService extends CollectionService<JournalEntryLineEntity> {
  constructor(kit: CollectionKit) {
    super(kit, JOURNAL_ENTRY_LINES);
  }
}
