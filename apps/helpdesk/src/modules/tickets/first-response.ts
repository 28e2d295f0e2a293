import type { Derivation } from '@bizapi/collections';
import type { TicketEntity } from './ticket.entity';

/** What a ticket reads of a comment (the comments' folder imports the tickets', not the other way). */
interface CommentWritten {
  isInternal: boolean;
  createdAt: Date;
}

/**
 * A ticket's first response (SLA): the first public comment (not internal)
 * sets firstRespondedAt to its createdAt, once; the earliest one to take the
 * ticket's lock wins. The kit writes the ticket (updatedAt = the comment's
 * createdAt, the write's clock) and emits ticket.updated in the comment's
 * transaction.
 */
export const FIRST_RESPONSE: Derivation<TicketEntity, CommentWritten> = {
  children: 'ticket-comments',
  compute(ticket, { child, before }) {
    if (child && !before && !child.isInternal && !ticket.firstRespondedAt) ticket.firstRespondedAt = child.createdAt;
  },
};
