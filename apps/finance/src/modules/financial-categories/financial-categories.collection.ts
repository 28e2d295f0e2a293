import { defineCollection, equals, recordMapper } from '@bizapi/collections';
import { FINANCIAL_CATEGORIES_CONTRACT, TYPE_CATEGORIES } from '@bizapi/contracts';
import { FinancialCategoryEntity } from './financial-category.entity';

export const FINANCIAL_CATEGORIES = defineCollection<FinancialCategoryEntity>({
  contract: FINANCIAL_CATEGORIES_CONTRACT,
  entity: FinancialCategoryEntity,
  noun: 'financial category',
  toRecord: recordMapper(FINANCIAL_CATEGORIES_CONTRACT),
  filters: { type: equals('type', TYPE_CATEGORIES) },
  // The hierarchy in its own order (1, 1.01, 1.01.001…), as it is read.
  orderBy: { code: { property: 'code' } },
  defaultOrderBy: 'code',
  defaultOrder: 'ASC',
});
