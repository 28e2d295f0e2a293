import { formatApiDateTime } from '@bizapi/conventions';
import { TicketEntity } from './ticket.entity';

/** Whether a deadline was missed: by the moment the thing happened, or (not yet happened) by now. */
export function breached(dueAt: Date | null, doneAt: Date | null, now: Date): boolean {
  if (!dueAt) return false;
  return (doneAt ?? now).getTime() > dueAt.getTime();
}

/**
 * A Ticket as every operation returns it: the spec's fields, then the
 * extensions (isActive, updatedAt, and the SLA: deadlines from the policy of
 * the ticket's priority, the first public answer, and the breach flags,
 * judged against the moment of the read).
 */
export function toTicketRecord(ticket: TicketEntity, now = new Date()) {
  return {
    id: ticket.id,
    code: ticket.code,
    title: ticket.title,
    description: ticket.description,
    category: ticket.category,
    priority: ticket.priority,
    status: ticket.status,
    requestedByPersonId: ticket.requestedByPersonId,
    requestedByName: ticket.requestedByName ?? null,
    assigneeId: ticket.assigneeId,
    assigneeName: ticket.assigneeName ?? null,
    resolvedAt: formatApiDateTime(ticket.resolvedAt),
    createdAt: formatApiDateTime(ticket.createdAt),
    updatedAt: formatApiDateTime(ticket.updatedAt),
    isActive: ticket.isActive,
    firstResponseDueAt: formatApiDateTime(ticket.firstResponseDueAt),
    firstRespondedAt: formatApiDateTime(ticket.firstRespondedAt),
    firstResponseBreached: breached(ticket.firstResponseDueAt, ticket.firstRespondedAt, now),
    resolutionDueAt: formatApiDateTime(ticket.resolutionDueAt),
    resolutionBreached: breached(ticket.resolutionDueAt, ticket.resolvedAt, now),
  };
}

export type TicketRecord = ReturnType<typeof toTicketRecord>;
