import { DeactivatableRecord } from '@bizapi/collections';
import { Column, Entity, Index, Unique } from 'typeorm';

/** A business unit (unidade de negócio): projects point to one. */
@Entity({ name: 'business_units' })
@Index('business_units_company_name_idx', ['companyId', 'name'], { unique: true })
@Index('business_units_company_created_idx', ['companyId', 'createdAt', 'id'], { where: 'is_active' })
@Index('business_units_company_updated_idx', ['companyId', 'updatedAt', 'id'], { where: 'is_active' })
@Unique('business_units_company_id_key', ['companyId', 'id'])
export class BusinessUnitEntity extends DeactivatableRecord {
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;
}
