/**
 * Records the help desk tests build on, created through the API as an
 * integrator would. Only for *.integration-spec.ts files (excluded from the
 * app build); typed against the shape of the harness's HttpClient so it
 * needs no import of it.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are arbitrary JSON */
import { created, outboxEventsIn, type Api, type QueryDatabase, type RecordedEvent } from '@bizapi/testing';
export { NOBODYS_ID, created, expectError, createPerson } from '@bizapi/testing';
export type { Response, Api, QueryDatabase, RecordedEvent } from '@bizapi/testing';

/** `YYYY-MM-DDTHH:mm:ss.sssZ` (spec convention 5). */
export const API_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export const MINUTE_MS = 60_000;

export function createTicket(api: Api, fields: Record<string, unknown> = {}) {
  return created(
    api.post('/tickets', {
      title: 'Printer offline',
      description: 'The office printer does not answer.',
      category: 'INCIDENT',
      priority: 'MEDIUM',
      ...fields,
    }),
    'ticket',
  );
}

export function createComment(api: Api, ticketId: string, fields: Record<string, unknown> = {}) {
  return created(api.post('/ticket-comments', { ticketId, content: 'We are looking into it.', ...fields }), 'ticket comment');
}

/** The company's SLA policies by priority (seeded). */
export async function policiesByPriority(api: Api): Promise<Map<string, any>> {
  const { status, body } = await api.get('/sla-policies?limit=100');
  if (status !== 200) throw new Error(`GET /sla-policies answered ${status}: ${JSON.stringify(body)}`);
  return new Map(body.data.map((policy: any) => [policy.priority, policy]));
}

/** An ISO instant `minutes` after another. */
export function plusMinutes(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * MINUTE_MS).toISOString();
}

/** The events the service recorded in its outbox for one record, oldest first. */
export function outboxEvents(query: QueryDatabase, recordId: string): Promise<RecordedEvent[]> {
  return outboxEventsIn(query, 'helpdesk', recordId);
}
