import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { FINANCIAL_ENTRIES } from './financial-entries.collection';
import { FinancialEntriesService } from './financial-entries.service';

/** Financial entries, with their installments; their charges come from `EntryCharges` (charges.module.ts). */
@Module({
  controllers: [collectionController(FINANCIAL_ENTRIES, FinancialEntriesService)],
  providers: [FinancialEntriesService],
  exports: [FinancialEntriesService],
})
export class FinancialEntriesModule {}
