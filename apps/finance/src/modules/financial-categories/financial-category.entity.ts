import { FINANCIAL_CATEGORIES_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, ForeignKey, Index } from 'typeorm';

/** A financial category of the company's seeded hierarchy (`1`, `1.01`, `1.01.001`). */
@Entity({ name: 'financial_categories' })
@Index('financial_categories_company_code_idx', ['companyId', 'code'], { unique: true })
@ListIndexes('financial_categories')
@Index('financial_categories_company_type_idx', ['companyId', 'type', 'code'], { where: 'is_active' })
@ForeignKey(() => FinancialCategoryEntity, ['companyId', 'parentId'], ['companyId', 'id'], { name: 'financial_categories_parent_fkey' })
export class FinancialCategoryEntity extends DeclaredTable(FINANCIAL_CATEGORIES_CONTRACT) {}
