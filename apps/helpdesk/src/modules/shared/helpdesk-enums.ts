import { PRIORITIES, TICKET_CATEGORIES, TICKET_STATUSES } from '@bizapi/contracts';

/** The spec's ticket enumerations as types (the values live in @bizapi/contracts). */
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
/** Ticket priority: the spec shares its values with task priority. */
export type TicketPriority = (typeof PRIORITIES)[number];
export const TICKET_PRIORITIES = PRIORITIES;
