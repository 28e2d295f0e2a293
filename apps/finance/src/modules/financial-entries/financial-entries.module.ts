import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CHARGES } from '../charges/charges.collection';
import { ChargesService } from '../charges/charges.service';
import { CreateFinancialEntryDto } from './financial-entry.dto';
import { FINANCIAL_ENTRIES } from './financial-entries.collection';
import { FinancialEntriesService } from './financial-entries.service';

/** Financial entries (with their installments) and the charges of the revenue ones. */
@Module({
  controllers: [
    collectionController(FINANCIAL_ENTRIES, FinancialEntriesService, { create: CreateFinancialEntryDto }),
    collectionController(CHARGES, ChargesService),
  ],
  providers: [FinancialEntriesService, ChargesService],
  exports: [FinancialEntriesService, ChargesService],
})
export class FinancialEntriesModule {}
