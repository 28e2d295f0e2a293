import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { Column, Entity, Index } from 'typeorm';

/** A business unit (unidade de negócio): projects point to one. */
@Entity({ name: 'business_units' })
@Index('business_units_company_name_idx', ['companyId', 'name'], { unique: true })
@ListIndexes('business_units')
export class BusinessUnitEntity extends DeactivatableRecord {
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;
}
