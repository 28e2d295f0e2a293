import { DeactivatableRecord } from '@bizapi/collections';
import { Column, Entity, Index, Unique } from 'typeorm';
import type { TicketPriority } from '../shared/helpdesk-enums';

/** An SLA policy (read-only, seeded): the first response and resolution times of the tickets of one priority. */
@Entity({ name: 'sla_policies' })
@Index('sla_policies_company_created_idx', ['companyId', 'createdAt', 'id'], { where: 'is_active' })
@Index('sla_policies_company_updated_idx', ['companyId', 'updatedAt', 'id'], { where: 'is_active' })
@Index('sla_policies_company_priority_idx', ['companyId', 'priority', 'createdAt', 'id'], { where: 'is_active' })
@Unique('sla_policies_company_id_key', ['companyId', 'id'])
export class SlaPolicyEntity extends DeactivatableRecord {
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'text' })
  priority: TicketPriority;

  /** Minutes from the ticket's creation to its first public answer. */
  @Column({ name: 'first_response_time', type: 'integer' })
  firstResponseTime: number;

  /** Minutes from the ticket's creation to its resolution. */
  @Column({ name: 'resolution_time', type: 'integer' })
  resolutionTime: number;
}
