import type { CollectionReference } from './collection-reference';

/** The help desk in words (spec "Help desk"; docs/helpdesk.md for the SLA extension), beside helpdesk.contracts.ts. */
export const HELPDESK_REFERENCE: Readonly<Record<string, CollectionReference>> = {
  tickets: {
    schema: 'Ticket',
    about: 'A help-desk ticket: an incident, request or question, with its SLA deadlines.',
    fields: {
      category: 'Incident, request or question.',
      priority: 'How urgent it is; it sets the SLA deadlines.',
      requestedByPersonId: 'The id of the person who asked (a person).',
      requestedByName: 'The name of the requester, kept by the service. Read-only.',
      assigneeId: 'The id of the user handling it (a companyUserId).',
      assigneeName: 'The name of the assignee, kept by the service. Read-only.',
      resolvedAt: 'When it was resolved; null until then.',
      firstResponseDueAt: 'Extension (SLA): createdAt plus the policy\'s firstResponseTime minutes for its priority.',
      firstRespondedAt: 'Extension (SLA): when the first public comment was made; null until then.',
      firstResponseBreached: 'Extension (SLA): firstRespondedAt (or, while null, now) is after firstResponseDueAt.',
      resolutionDueAt: 'Extension (SLA): createdAt plus the policy\'s resolutionTime minutes.',
      resolutionBreached: 'Extension (SLA): resolvedAt (or, while null, now) is after resolutionDueAt.',
    },
    operations: {
      create: 'The ticket starts `OPEN` with resolvedAt null; its `code` is generated.',
      update: 'A `status` sent sets any ticket status value; assigneeId and priority may change in the same call.',
    },
    answerExtensions: ['firstResponseDueAt', 'firstRespondedAt', 'firstResponseBreached', 'resolutionDueAt', 'resolutionBreached'],
  },
  'ticket-comments': {
    schema: 'TicketComment',
    about: 'A comment on a ticket.',
    fields: {
      isInternal: 'Internal comments are hidden from the requester; public ones are visible to the requester too. Default false.',
      authorId: 'The user who wrote it: taken from the authenticated key\'s user. Read-only.',
      authorName: 'The author\'s name. Read-only.',
    },
  },
  'sla-policies': {
    schema: 'SlaPolicy',
    plural: 'SLA policies',
    about: 'A service-level policy: the response and resolution times of a ticket priority (read-only).',
    fields: { firstResponseTime: 'Minutes to the first response.', resolutionTime: 'Minutes to the resolution.' },
  },
};
