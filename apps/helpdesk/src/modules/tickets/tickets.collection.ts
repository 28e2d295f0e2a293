import { defineCollection, equals, idEquals } from '@bizapi/collections';
import { TICKETS_CONTRACT, TICKET_CATEGORIES, TICKET_STATUSES } from '@bizapi/contracts';
import { TICKET_PRIORITIES } from '../shared/helpdesk-enums';
import { FIRST_RESPONSE } from './first-response';
import { TicketEntity } from './ticket.entity';
import { toTicketRecord } from './ticket.mapper';

export const TICKETS = defineCollection<TicketEntity>({
  contract: TICKETS_CONTRACT,
  entity: TicketEntity,
  noun: 'ticket',
  toRecord: (ticket) => toTicketRecord(ticket),
  filters: {
    status: equals('status', TICKET_STATUSES),
    priority: equals('priority', TICKET_PRIORITIES),
    category: equals('category', TICKET_CATEGORIES),
    assigneeId: idEquals('assigneeId'),
  },
  derive: FIRST_RESPONSE,
});
