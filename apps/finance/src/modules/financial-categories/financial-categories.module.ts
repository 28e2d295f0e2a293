import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { FINANCIAL_CATEGORIES } from './financial-categories.collection';
import { FinancialCategoriesService } from './financial-categories.service';

@Module({
  controllers: [collectionController(FINANCIAL_CATEGORIES, FinancialCategoriesService)],
  providers: [FinancialCategoriesService],
  exports: [FinancialCategoriesService],
})
export class FinancialCategoriesModule {}
