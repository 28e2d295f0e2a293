import { EventName } from './event-catalog';

/**
 * A domain event as it travels on JetStream. The webhook body is the same
 * minus `companyId`, which only routes it.
 */
export interface DomainEvent<TData = Record<string, unknown>> {
  /** `evt_` + 32 hex characters, unique and time-ordered. */
  id: string;
  event: EventName;
  /** ISO 8601 UTC with milliseconds. */
  timestamp: string;
  companyId: string;
  data: TData;
}

/** The JetStream stream holding every domain event, and its subjects. */
export const EVENTS_STREAM = 'EVENTS';
export const EVENTS_SUBJECT_ROOT = 'events';

/** `events.person.created` for `person.created`. */
export function eventSubject(event: string): string {
  return `${EVENTS_SUBJECT_ROOT}.${event}`;
}

/** The events stream of a namespace (`t1a2b_EVENTS`; `EVENTS` without one). */
export function eventsStreamName(namespace: string): string {
  return namespace ? `${namespace.replace(/[^A-Za-z0-9_-]/g, '_')}_${EVENTS_STREAM}` : EVENTS_STREAM;
}
