import { TICKET_COMMENTS_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, ForeignKey, Index } from 'typeorm';
import { TicketEntity } from '../tickets/ticket.entity';

@Entity({ name: 'ticket_comments' })
@ListIndexes('ticket_comments', { companyKey: false })
@Index('ticket_comments_company_ticket_idx', ['companyId', 'ticketId', 'createdAt', 'id'], { where: 'is_active' })
@ForeignKey(() => TicketEntity, ['companyId', 'ticketId'], ['companyId', 'id'], { name: 'ticket_comments_ticket_fkey' })
export class TicketCommentEntity extends DeclaredTable(TICKET_COMMENTS_CONTRACT) {}
