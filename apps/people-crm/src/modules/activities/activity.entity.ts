import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { ActivityStatus, ActivityType } from '@bizapi/contracts';
import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { DealEntity } from '../deals/deal.entity';
import { PersonEntity } from '../persons/person.entity';

@Entity({ name: 'activities' })
@ListIndexes('activities', { companyKey: false })
@Index('activities_company_deal_idx', ['companyId', 'dealId'], { where: 'is_active' })
@Index('activities_company_person_idx', ['companyId', 'personId'], { where: 'is_active' })
@Index('activities_company_type_status_idx', ['companyId', 'type', 'status'], { where: 'is_active' })
@ForeignKey(() => DealEntity, ['companyId', 'dealId'], ['companyId', 'id'], { name: 'activities_deal_fkey' })
@ForeignKey(() => PersonEntity, ['companyId', 'personId'], ['companyId', 'id'], { name: 'activities_person_fkey' })
export class ActivityEntity extends DeactivatableRecord {
  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  type: ActivityType;

  @Column({ type: 'text', default: 'PENDING' })
  status: ActivityStatus;

  @Column({ name: 'deal_id', type: 'uuid', nullable: true })
  dealId: string | null;

  dealTitle?: string | null;

  @Column({ name: 'person_id', type: 'uuid', nullable: true })
  personId: string | null;

  personName?: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'due_date', type: 'timestamptz', nullable: true })
  dueDate: Date | null;
}
