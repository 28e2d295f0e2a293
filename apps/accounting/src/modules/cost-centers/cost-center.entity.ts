import { DeactivatableRecord } from '@bizapi/collections';
import { Column, Entity, Index, Unique } from 'typeorm';

/** A cost center (centro de custo): finance's provisioning points to one. */
@Entity({ name: 'cost_centers' })
@Index('cost_centers_company_code_idx', ['companyId', 'code'], { unique: true })
@Index('cost_centers_company_created_idx', ['companyId', 'createdAt', 'id'], { where: 'is_active' })
@Index('cost_centers_company_updated_idx', ['companyId', 'updatedAt', 'id'], { where: 'is_active' })
@Unique('cost_centers_company_id_key', ['companyId', 'id'])
export class CostCenterEntity extends DeactivatableRecord {
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  code: string;

  @Column({ type: 'text', default: '' })
  description: string;
}
