import { defineCollection, idEquals } from '@bizapi/collections';
import { TicketCommentEntity } from './ticket-comment.entity';
import { toTicketCommentRecord } from './ticket-comment.mapper';

export const TICKET_COMMENTS = defineCollection<TicketCommentEntity>({
  collection: 'ticket-comments',
  entity: TicketCommentEntity,
  noun: 'ticket comment',
  toRecord: toTicketCommentRecord,
  filters: { ticketId: idEquals('ticketId') },
  // A conversation reads oldest first.
  defaultOrder: 'ASC',
  references: {
    ticketId: { collection: 'tickets' },
    authorId: { collection: 'company-users', nameProperty: 'authorName' },
  },
  events: { created: 'ticket.comment_created' },
});
