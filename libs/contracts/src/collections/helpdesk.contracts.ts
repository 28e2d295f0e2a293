import { defineContract } from './collection-contract';

/** The collections of helpdesk (spec "Help desk"). */

export const TICKETS_CONTRACT = defineContract({
  collection: 'tickets',
  service: 'helpdesk',
  feature: 'helpdesk',
  operations: ['list', 'get', 'create', 'update'],
  writes: {
    create: { spec: ['title', 'description', 'category', 'priority', 'requestedByPersonId'] },
    update: { spec: ['title', 'status', 'priority', 'assigneeId', 'description'] },
  },
  events: {
    'ticket.created': { when: 'POST /tickets', on: 'create' },
    'ticket.updated': { when: 'PUT /tickets/:id', on: 'update', renames: true },
    'ticket.resolved': { when: 'a ticket reaches RESOLVED', renames: true },
  },
  reference: { nameField: 'title' },
});

export const TICKET_COMMENTS_CONTRACT = defineContract({
  collection: 'ticket-comments',
  service: 'helpdesk',
  feature: 'helpdesk',
  operations: ['list', 'get', 'create'],
  writes: { create: { spec: ['ticketId', 'content', 'isInternal'] } },
  events: { 'ticket.comment_created': { when: 'POST /ticket-comments', on: 'create' } },
});

export const SLA_POLICIES_CONTRACT = defineContract({
  collection: 'sla-policies',
  service: 'helpdesk',
  feature: 'helpdesk',
  operations: ['list', 'get'],
});

export const HELPDESK_CONTRACTS = [TICKETS_CONTRACT, TICKET_COMMENTS_CONTRACT, SLA_POLICIES_CONTRACT] as const;
