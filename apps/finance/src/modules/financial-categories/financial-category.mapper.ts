import { formatApiDateTime } from '@bizapi/conventions';
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
