import { DeactivatableRecord, ListIndexes } from '@bizapi/collections';
import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { TicketEntity } from '../tickets/ticket.entity';

@Entity({ name: 'ticket_comments' })
@ListIndexes('ticket_comments', { companyKey: false })
@Index('ticket_comments_company_ticket_idx', ['companyId', 'ticketId', 'createdAt', 'id'], { where: 'is_active' })
@ForeignKey(() => TicketEntity, ['companyId', 'ticketId'], ['companyId', 'id'], { name: 'ticket_comments_ticket_fkey' })
export class TicketCommentEntity extends DeactivatableRecord {
  @Column({ name: 'ticket_id', type: 'uuid' })
  ticketId: string;

  @Column({ type: 'text' })
  content: string;

  /** Internal notes of the support team; public comments (false) are the ones the requester sees. */
  @Column({ name: 'is_internal', type: 'boolean', default: false })
  isInternal: boolean;

  /** The company user whose API key wrote the comment (a reference to the identity service); authorName is its name copy. */
  @Column({ name: 'author_id', type: 'uuid' })
  authorId: string;

  authorName?: string | null;
}
