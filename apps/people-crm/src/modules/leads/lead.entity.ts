import { LeadSourceChannel, LeadStatus } from '@bizapi/contracts';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { PersonEntity } from '../persons/person.entity';

@Entity({ name: 'leads' })
@Index('leads_company_created_idx', ['companyId', 'createdAt', 'id'], { where: 'is_active' })
// Built with title COLLATE "und-x-icu" (migration 1763775000000), as lists sort.
@Index('leads_company_title_idx', ['companyId', 'title', 'id'], { where: 'is_active' })
export class LeadEntity {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'company_id', type: 'uuid' })
  companyId: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ name: 'person_id', type: 'uuid', nullable: true })
  personId: string | null;

  @ManyToOne(() => PersonEntity)
  @JoinColumn({ name: 'person_id', foreignKeyConstraintName: 'leads_person_id_fkey' })
  person?: PersonEntity | null;

  @Column({ type: 'text', default: 'NEW' })
  status: LeadStatus;

  @Column({ name: 'source_channel', type: 'text', nullable: true })
  sourceChannel: LeadSourceChannel | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', array: true, default: '{}' })
  tags: string[];

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
