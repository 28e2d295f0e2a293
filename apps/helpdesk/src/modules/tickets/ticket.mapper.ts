import { recordMapper } from '@bizapi/collections';
import { TICKETS_CONTRACT } from '@bizapi/contracts';
import { TicketEntity } from './ticket.entity';

/** Whether a deadline was missed: by the moment the thing happened, or (not yet happened) by now. */
export function breached(dueAt: Date | null, doneAt: Date | null, now: Date): boolean {
  if (!dueAt) return false;
  return (doneAt ?? now).getTime() > dueAt.getTime();
}

const ticketFields = recordMapper(TICKETS_CONTRACT);

/**
 * A Ticket as every operation returns it: its declared fields, and the breach
 * flags of its SLA (extensions), judged against the moment of the read.
 */
export function toTicketRecord(ticket: TicketEntity, now = new Date()) {
  return {
    ...ticketFields(ticket),
    firstResponseBreached: breached(ticket.firstResponseDueAt, ticket.firstRespondedAt, now),
    resolutionBreached: breached(ticket.resolutionDueAt, ticket.resolvedAt, now),
  };
}
