import { collectionController } from '@bizapi/collections';
import { Global, Module } from '@nestjs/common';
import { EntryCharges } from '../financial-entries/entry-charges';
import { CHARGES } from './charges.collection';
import { ChargesService } from './charges.service';

/**
 * Global for the one thing the financial entries need of it, `EntryCharges`
 * (an entry's write makes its charge): the entries' module then needs no
 * import of this one, and the charges depend on the entries, not the reverse.
 */
@Global()
@Module({
  controllers: [collectionController(CHARGES, ChargesService)],
  providers: [ChargesService, { provide: EntryCharges, useExisting: ChargesService }],
  exports: [ChargesService, EntryCharges],
})
export class ChargesModule {}
