import type { CollectionReference } from './collection-reference';

/** The help desk in words (spec "Help desk"; docs/helpdesk.md for the SLA extension), beside helpdesk.contracts.ts. */
export const HELPDESK_REFERENCE: Readonly<Record<string, CollectionReference>> = {
  tickets: {
    schema: 'Ticket',
    about: 'A help-desk ticket: an incident, request or question, with its SLA deadlines.',
    fields: { firstResponseBreached: "Extension (SLA): firstRespondedAt (or, while null, now) is after firstResponseDueAt.", resolutionBreached: "Extension (SLA): resolvedAt (or, while null, now) is after resolutionDueAt." },
    operations: {
      create: 'The ticket starts `OPEN` with resolvedAt null; its `code` is generated.',
      update: 'A `status` sent sets any ticket status value; assigneeId and priority may change in the same call.',
    },
    answerExtensions: ['firstResponseDueAt', 'firstRespondedAt', 'firstResponseBreached', 'resolutionDueAt', 'resolutionBreached'],
  },
  'ticket-comments': {
    schema: 'TicketComment',
    about: 'A comment on a ticket.',
  },
  'sla-policies': {
    schema: 'SlaPolicy',
    plural: 'SLA policies',
    about: 'A service-level policy: the response and resolution times of a ticket priority (read-only).',
  },
};
