/**
 * Records the help desk tests build on, created through the API as an
 * integrator would. Only for *.integration-spec.ts files (excluded from the
 * app build); typed against the shape of the harness's HttpClient so it
 * needs no import of it.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are arbitrary JSON */

export interface Response {
  status: number;
  body: any;
}

export interface Api {
  get(path: string): Promise<Response>;
  post(path: string, body?: unknown): Promise<Response>;
  put(path: string, body?: unknown): Promise<Response>;
}

/** `YYYY-MM-DDTHH:mm:ss.sssZ` (spec convention 5). */
export const API_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A well-formed id that no record has. */
export const NOBODYS_ID = '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e';

export const MINUTE_MS = 60_000;

export async function created(response: Promise<Response>, what = 'record'): Promise<any> {
  const { status, body } = await response;
  if (status !== 201) throw new Error(`creating a ${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

export function createPerson(api: Api, fields: Record<string, unknown> = {}) {
  return created(api.post('/persons', { name: 'Maria da Silva', personType: 'INDIVIDUAL', ...fields }), 'person');
}

export function createTicket(api: Api, fields: Record<string, unknown> = {}) {
  return created(
    api.post('/tickets', { title: 'Printer offline', description: 'The office printer does not answer.', category: 'INCIDENT', priority: 'MEDIUM', ...fields }),
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

/** The spec's error body `{statusCode, message, friendlyMessage}`, with an `errors` entry for `field` when given. */
export function expectError(response: Response, status: number, message: string, field?: string): void {
  expect({ status: response.status, body: response.body }).toMatchObject({
    status,
    body: {
      statusCode: status,
      message,
      friendlyMessage: expect.any(String),
      ...(field ? { errors: expect.arrayContaining([{ field, message: expect.any(String) }]) } : {}),
    },
  });
}

/** The harness's queryDatabase. */
export type QueryDatabase = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

export interface RecordedEvent {
  id: string;
  event: string;
  timestamp: string;
  companyId: string;
  data: any;
}

/** The domain events the service recorded in its outbox whose data is the record `recordId`, oldest first. */
export async function outboxEvents(query: QueryDatabase, recordId: string): Promise<RecordedEvent[]> {
  const rows = await query<{ payload: RecordedEvent }>(
    `SELECT payload FROM helpdesk.outbox_events WHERE payload->'data'->>'id' = $1 ORDER BY sequence`,
    [recordId],
  );
  return rows.map((row) => row.payload);
}
