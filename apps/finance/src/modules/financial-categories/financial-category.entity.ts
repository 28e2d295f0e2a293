import { DeactivatableRecord } from '@bizapi/collections';
import { TypeCategory } from '@bizapi/contracts';
import { Column, Entity, ForeignKey, Index, Unique } from 'typeorm';

/** A financial category of the company's seeded hierarchy (`1`, `1.01`, `1.01.001`). */
@Entity({ name: 'financial_categories' })
@Index('financial_categories_company_code_idx', ['companyId', 'code'], { unique: true })
@Index('financial_categories_company_created_idx', ['companyId', 'createdAt', 'id'], { where: 'is_active' })
@Index('financial_categories_company_updated_idx', ['companyId', 'updatedAt', 'id'], { where: 'is_active' })
@Index('financial_categories_company_type_idx', ['companyId', 'type', 'code'], { where: 'is_active' })
@Unique('financial_categories_company_id_key', ['companyId', 'id'])
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
