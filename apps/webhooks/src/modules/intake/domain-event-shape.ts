import { isEventName } from '@bizapi/contracts';
import { parseApiDate } from '@bizapi/conventions';
import { isId } from '@bizapi/runtime';

/** Event ids are `evt_` + hex; anything of this alphabet is stored as is, nothing else (NUL breaks PostgreSQL text). */
const EVENT_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Why a JetStream message cannot be a domain event, or undefined when it can.
 * One such message would make the intake's batch insert fail, and the whole
 * batch be redelivered forever, so it is refused before.
 */
export function domainEventProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not an object';
  const event = value as Record<string, unknown>;
  if (typeof event.id !== 'string' || !EVENT_ID.test(event.id)) return 'id is not an event id';
  if (typeof event.event !== 'string' || !isEventName(event.event)) return 'event is not an event name of the catalog';
  if (!isId(event.companyId)) return 'companyId is not a company id';
  if (!parseApiDate(event.timestamp)) return 'timestamp is not an ISO 8601 UTC date-time';
  if (typeof event.data !== 'object' || event.data === null || Array.isArray(event.data)) return 'data is not an object';
  return undefined;
}
