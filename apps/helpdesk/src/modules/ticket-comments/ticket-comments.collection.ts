import { defineCollection, idEquals } from '@bizapi/collections';
import { TICKET_COMMENTS_CONTRACT } from '@bizapi/contracts';
import { TicketCommentEntity } from './ticket-comment.entity';
import { toTicketCommentRecord } from './ticket-comment.mapper';

export const TICKET_COMMENTS = defineCollection<TicketCommentEntity>({
  contract: TICKET_COMMENTS_CONTRACT,
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
});
