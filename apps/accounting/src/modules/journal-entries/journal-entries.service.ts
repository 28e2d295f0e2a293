import { CollectionKit, CollectionService } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { JOURNAL_ENTRIES } from './journal-entries.collection';
import { JournalEntryEntity } from './journal-entry.entity';

/** Journal entries: read-only through the API; written by posting (ledger/journal-poster.ts). */
@Injectable()
export class JournalEntriesService extends CollectionService<JournalEntryEntity> {
  constructor(kit: CollectionKit) {
    super(kit, JOURNAL_ENTRIES);
  }
}
