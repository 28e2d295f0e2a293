import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { Column, Entity, Index } from 'typeorm';
import type { TicketPriority } from '../shared/helpdesk-enums';

/** An SLA policy (read-only, seeded): the first response and resolution times of the tickets of one priority. */
@Entity({ name: 'sla_policies' })
@ListIndexes('sla_policies')
@Index('sla_policies_company_priority_idx', ['companyId', 'priority', 'createdAt', 'id'], { where: 'is_active' })
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
