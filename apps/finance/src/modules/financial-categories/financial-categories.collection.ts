import { CollectionKit, CollectionService, defineCollection, equals } from '@bizapi/collections';
import { TYPE_CATEGORIES } from '@bizapi/contracts';
import { formatApiDateTime } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { FinancialCategoryEntity } from './financial-category.entity';

export function toFinancialCategoryRecord(category: FinancialCategoryEntity) {
  return {
    id: category.id,
    name: category.name,
    type: category.type,
    parentId: category.parentId,
    code: category.code,
    isActive: category.isActive,
    createdAt: formatApiDateTime(category.createdAt),
    updatedAt: formatApiDateTime(category.updatedAt),
  };
}

export const FINANCIAL_CATEGORIES = defineCollection<FinancialCategoryEntity>({
  collection: 'financial-categories',
  entity: FinancialCategoryEntity,
  noun: 'financial category',
  toRecord: toFinancialCategoryRecord,
  filters: { type: equals('type', TYPE_CATEGORIES) },
  // The hierarchy in its own order (1, 1.01, 1.01.001…), as it is read.
  orderBy: { code: { property: 'code' } },
  defaultOrderBy: 'code',
  defaultOrder: 'ASC',
});

/** Financial categories: read-only, seeded by the operator. */
@Injectable()
export class FinancialCategoriesService extends CollectionService<FinancialCategoryEntity> {
  constructor(kit: CollectionKit) {
    super(kit, FINANCIAL_CATEGORIES);
  }
}
