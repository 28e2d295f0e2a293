/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are arbitrary JSON */

/**
 * What every service's tests build on, whatever the collection: the shape of
 * a response, a create that must succeed, the spec's error body, a person to
 * point at, and the events a write recorded. Each app's `src/testing` adds its
 * own domain's records on top.
 */

export interface Response {
  status: number;
  body: any;
}

/** What fixtures need of a client (the harness's HttpClient has it). */
export interface Api {
  get(path: string): Promise<Response>;
  post(path: string, body?: unknown): Promise<Response>;
  put(path: string, body?: unknown): Promise<Response>;
}

/** `YYYY-MM-DDTHH:mm:ss.sssZ` (spec convention 5). */
export const API_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A well-formed id that no record has. */
export const NOBODYS_ID = '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e';

/** The body of a create that must answer 201 (the test stops with the answer otherwise). */
export async function created(response: Promise<Response>, what = 'record'): Promise<any> {
  const { status, body } = await response;
  if (status !== 201) throw new Error(`creating a ${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** A person of people-crm (an individual unless the fields say otherwise). */
export function createPerson(api: Api, fields: Record<string, unknown> = {}): Promise<any> {
  return created(api.post('/persons', { name: 'Maria da Silva', personType: 'INDIVIDUAL', ...fields }), 'person');
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

/** The harness's queryDatabase, or another client of the run's database. */
export type QueryDatabase = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

export interface RecordedEvent {
  id: string;
  event: string;
  timestamp: string;
  companyId: string;
  data: any;
}

/**
 * The domain events a service recorded in its outbox for one record, oldest
 * first. The outbox row is written in the transaction of the change, so it is
 * there as soon as the response is; the relay publishes exactly these rows.
 */
export async function outboxEventsIn(query: QueryDatabase, schema: string, recordId: string): Promise<RecordedEvent[]> {
  const rows = await query<{ payload: RecordedEvent }>(
    `SELECT payload FROM ${schema}.outbox_events WHERE payload->'data'->>'id' = $1 ORDER BY sequence`,
    [recordId],
  );
  return rows.map((row) => row.payload);
}
