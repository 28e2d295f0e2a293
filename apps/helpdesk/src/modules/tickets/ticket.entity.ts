import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { Column, Entity, Index } from 'typeorm';
import type { TicketCategory, TicketPriority, TicketStatus } from '../shared/helpdesk-enums';

@Entity({ name: 'tickets' })
@Index('tickets_company_code_idx', ['companyId', 'code'], { unique: true })
@ListIndexes('tickets')
@Index('tickets_company_status_idx', ['companyId', 'status', 'createdAt', 'id'], { where: 'is_active' })
@Index('tickets_company_priority_idx', ['companyId', 'priority', 'createdAt', 'id'], { where: 'is_active' })
@Index('tickets_company_category_idx', ['companyId', 'category', 'createdAt', 'id'], { where: 'is_active' })
@Index('tickets_company_assignee_idx', ['companyId', 'assigneeId', 'createdAt', 'id'], { where: 'is_active' })
export class TicketEntity extends DeactivatableRecord {
  /** `TKT-000001`, from the company's code sequence. */
  @Column({ type: 'text' })
  code: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text' })
  category: TicketCategory;

  @Column({ type: 'text' })
  priority: TicketPriority;

  @Column({ type: 'text', default: 'OPEN' })
  status: TicketStatus;

  /** A person of people-crm (checked there); requestedByName is the kit's name copy. */
  @Column({ name: 'requested_by_person_id', type: 'uuid', nullable: true })
  requestedByPersonId: string | null;

  requestedByName?: string | null;

  /** A company user (checked by the gateway's IAM); assigneeName is the kit's name copy. */
  @Column({ name: 'assignee_id', type: 'uuid', nullable: true })
  assigneeId: string | null;

  assigneeName?: string | null;

  /** When the ticket was resolved (RESOLVED, or CLOSED without RESOLVED before); null while it is open. */
  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;

  /** createdAt + the first response time of the SLA policy of the ticket's priority; null without a policy. */
  @Column({ name: 'first_response_due_at', type: 'timestamptz', nullable: true })
  firstResponseDueAt: Date | null;

  /** createdAt + the resolution time of the SLA policy of the ticket's priority; null without a policy. */
  @Column({ name: 'resolution_due_at', type: 'timestamptz', nullable: true })
  resolutionDueAt: Date | null;

  /** The createdAt of the ticket's first public (non-internal) comment. */
  @Column({ name: 'first_responded_at', type: 'timestamptz', nullable: true })
  firstRespondedAt: Date | null;
}
