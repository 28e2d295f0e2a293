import { PRIORITIES, TICKET_CATEGORIES, TICKET_STATUSES } from '../enums/enumerations';
import { bool, code, date, enumeration, integer, nameCopy, reference, text } from '../fields/fields';
import { LONG_TEXT } from '../fields/limits';
import { defineContract } from './collection-contract';

/** The collections of helpdesk (spec "Help desk"). */

export const TICKETS_CONTRACT = defineContract({
  collection: 'tickets',
  service: 'helpdesk',
  feature: 'helpdesk',
  operations: ['list', 'get', 'create', 'update'],
  // Every ticket starts OPEN and unassigned: status and assigneeId are not create fields.
  fields: {
    code: code('TKT'),
    title: text(255, { create: 'required', update: 'optional' }),
    description: text(LONG_TEXT, { create: 'required', update: 'optional' }),
    category: enumeration(TICKET_CATEGORIES, { create: 'required', description: 'Incident, request or question.' }),
    priority: enumeration(PRIORITIES, { create: 'required', update: 'optional', description: 'How urgent it is; it sets the SLA deadlines.' }),
    status: enumeration(TICKET_STATUSES, { default: 'OPEN', update: 'optional' }),
    requestedByPersonId: reference('persons', { nullable: true, create: 'optional', description: 'The id of the person who asked (a person).' }),
    requestedByName: nameCopy('requestedByPersonId', { description: 'The name of the requester, kept by the service. Read-only.' }),
    // null unassigns the ticket.
    assigneeId: reference('company-users', { nullable: true, update: 'optional', description: 'The id of the user handling it (a companyUserId).' }),
    assigneeName: nameCopy('assigneeId', { description: 'The name of the assignee, kept by the service. Read-only.' }),
    // Set when the ticket reaches RESOLVED (or CLOSED from an open status), kept to CLOSED, cleared on reopening.
    resolvedAt: date({ nullable: true, description: 'When it was resolved; null until then.' }),
    // The SLA of the ticket's priority, counted from its creation; null without a policy (extensions).
    firstResponseDueAt: date({ nullable: true, description: 'Extension (SLA): createdAt plus the policy\'s firstResponseTime minutes for its priority.' }),
    firstRespondedAt: date({ nullable: true, description: 'Extension (SLA): when the first public comment was made; null until then.' }),
    resolutionDueAt: date({ nullable: true, description: 'Extension (SLA): createdAt plus the policy\'s resolutionTime minutes.' }),
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
  // The author is the company user whose API key writes it: not a field of the body.
  fields: {
    ticketId: reference('tickets', { create: 'required' }),
    content: text(LONG_TEXT, { create: 'required' }),
    isInternal: bool({ create: 'optional', default: false, description: 'Internal comments are hidden from the requester; public ones are visible to the requester too. Default false.' }),
    authorId: reference('company-users', { description: 'The user who wrote it: taken from the authenticated key\'s user. Read-only.' }),
    authorName: nameCopy('authorId', { description: 'The author\'s name. Read-only.' }),
  },
  events: { 'ticket.comment_created': { when: 'POST /ticket-comments', on: 'create' } },
});

export const SLA_POLICIES_CONTRACT = defineContract({
  collection: 'sla-policies',
  service: 'helpdesk',
  feature: 'helpdesk',
  operations: ['list', 'get'],
  fields: {
    name: text(255),
    description: text(LONG_TEXT, { default: '' }),
    firstResponseTime: integer({ min: 1, description: 'Minutes to the first response.' }),
    resolutionTime: integer({ min: 1, description: 'Minutes to the resolution.' }),
    priority: enumeration(PRIORITIES),
  },
});

export const HELPDESK_CONTRACTS = [TICKETS_CONTRACT, TICKET_COMMENTS_CONTRACT, SLA_POLICIES_CONTRACT] as const;
