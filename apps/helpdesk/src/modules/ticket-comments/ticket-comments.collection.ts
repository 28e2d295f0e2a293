import { defineCollection, idEquals, recordMapper } from '@bizapi/collections';
import { TICKET_COMMENTS_CONTRACT } from '@bizapi/contracts';
import { TicketCommentEntity } from './ticket-comment.entity';

export const TICKET_COMMENTS = defineCollection<TicketCommentEntity>({
  contract: TICKET_COMMENTS_CONTRACT,
  entity: TicketCommentEntity,
  noun: 'ticket comment',
  toRecord: recordMapper(TICKET_COMMENTS_CONTRACT),
  filters: { ticketId: idEquals('ticketId') },
  // A conversation reads oldest first.
  defaultOrder: 'ASC',
  // A new public comment may be the ticket's first response (FIRST_RESPONSE): only it locks the ticket.
  parent: { collection: 'tickets', key: 'ticketId', deactivatedWithParent: true, locksParent: (comment, before) => !before && !comment.isInternal },
});
