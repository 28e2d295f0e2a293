import { CollectionKit, CollectionService } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { FINANCIAL_CATEGORIES } from './financial-categories.collection';
import { FinancialCategoryEntity } from './financial-category.entity';

/** Financial categories: read-only, seeded by the operator. */
@Injectable()
export class FinancialCategoriesService extends CollectionService<FinancialCategoryEntity> {
  constructor(kit: CollectionKit) {
    super(kit, FINANCIAL_CATEGORIES);
  }
}
