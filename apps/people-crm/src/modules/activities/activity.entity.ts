import { ActivityStatus, ActivityType } from '@bizapi/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { DealEntity } from '../deals/deal.entity';
import { PersonEntity } from '../persons/person.entity';

@Entity({ name: 'activities' })
@Index('activities_company_created_idx', ['companyId', 'createdAt', 'id'], { where: 'is_active' })
@Index('activities_company_deal_idx', ['companyId', 'dealId'], { where: 'is_active' })
@Index('activities_company_person_idx', ['companyId', 'personId'], { where: 'is_active' })
export class ActivityEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  type: ActivityType;

  @Column({ type: 'text', default: 'PENDING' })
  status: ActivityStatus;

  @Column({ name: 'deal_id', type: 'uuid', nullable: true })
  dealId: string | null;

  @ManyToOne(() => DealEntity)
  @JoinColumn({ name: 'deal_id', foreignKeyConstraintName: 'activities_deal_id_fkey' })
  deal?: DealEntity | null;

  @Column({ name: 'person_id', type: 'uuid', nullable: true })
  personId: string | null;

  @ManyToOne(() => PersonEntity)
  @JoinColumn({ name: 'person_id', foreignKeyConstraintName: 'activities_person_id_fkey' })
  person?: PersonEntity | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'due_date', type: 'timestamptz', nullable: true })
  dueDate: Date | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
