import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { LeadSourceChannel, LeadStatus } from '@bizapi/contracts';
import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { PersonEntity } from '../persons/person.entity';

@Entity({ name: 'leads' })
@ListIndexes('leads', { companyKey: false })
// Built with title COLLATE "und-x-icu" (migration 1763775000000), as lists sort.
@Index('leads_company_title_idx', ['companyId', 'title', 'id'], { where: 'is_active' })
@Index('leads_company_status_idx', ['companyId', 'status'], { where: 'is_active' })
@ForeignKey(() => PersonEntity, ['companyId', 'personId'], ['companyId', 'id'], { name: 'leads_person_fkey' })
export class LeadEntity extends DeactivatableRecord {
  @Column({ type: 'text' })
  title: string;

  @Column({ name: 'person_id', type: 'uuid', nullable: true })
  personId: string | null;

  personName?: string | null;

  @Column({ type: 'text', default: 'NEW' })
  status: LeadStatus;

  @Column({ name: 'source_channel', type: 'text', nullable: true })
  sourceChannel: LeadSourceChannel | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', array: true, default: '{}' })
  tags: string[];
}
