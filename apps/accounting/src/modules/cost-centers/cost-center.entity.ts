import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { Column, Entity, Index } from 'typeorm';

/** A cost center (centro de custo): finance's provisioning points to one. */
@Entity({ name: 'cost_centers' })
@Index('cost_centers_company_code_idx', ['companyId', 'code'], { unique: true })
@ListIndexes('cost_centers')
export class CostCenterEntity extends DeactivatableRecord {
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  code: string;

  @Column({ type: 'text', default: '' })
  description: string;
}
