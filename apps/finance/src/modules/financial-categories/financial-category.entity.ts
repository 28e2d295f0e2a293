import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { TypeCategory } from '@bizapi/contracts';
import { Column, Entity, ForeignKey, Index } from 'typeorm';

/** A financial category of the company's seeded hierarchy (`1`, `1.01`, `1.01.001`). */
@Entity({ name: 'financial_categories' })
@Index('financial_categories_company_code_idx', ['companyId', 'code'], { unique: true })
@ListIndexes('financial_categories')
@Index('financial_categories_company_type_idx', ['companyId', 'type', 'code'], { where: 'is_active' })
@ForeignKey(() => FinancialCategoryEntity, ['companyId', 'parentId'], ['companyId', 'id'], { name: 'financial_categories_parent_fkey' })
export class FinancialCategoryEntity extends DeactivatableRecord {
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  type: TypeCategory;

  @Column({ name: 'parent_id', type: 'uuid', nullable: true })
  parentId: string | null;

  /** Hierarchical dotted code: the parent's code, a dot, and the child's number. */
  @Column({ type: 'text' })
  code: string;
}
