import { defineCollection, equals, idEquals } from '@bizapi/collections';
import { TICKET_CATEGORIES, TICKET_STATUSES } from '@bizapi/contracts';
import { TICKET_PRIORITIES } from '../shared/helpdesk-enums';
import { TicketEntity } from './ticket.entity';
import { toTicketRecord } from './ticket.mapper';

export const TICKETS = defineCollection<TicketEntity>({
  collection: 'tickets',
  entity: TicketEntity,
  noun: 'ticket',
  toRecord: (ticket) => toTicketRecord(ticket),
  filters: {
    status: equals('status', TICKET_STATUSES),
    priority: equals('priority', TICKET_PRIORITIES),
    category: equals('category', TICKET_CATEGORIES),
    assigneeId: idEquals('assigneeId'),
  },
  references: {
    requestedByPersonId: { collection: 'persons', nameProperty: 'requestedByName' },
    assigneeId: { collection: 'company-users', nameProperty: 'assigneeName' },
  },
  events: { created: 'ticket.created', updated: 'ticket.updated' },
  code: { prefix: 'TKT' },
  nameProperty: 'title',
});
