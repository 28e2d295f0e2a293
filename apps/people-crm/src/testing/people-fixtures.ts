/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are arbitrary JSON */
import { DomainEvent, namespaced } from '@bizapi/contracts';
import { DeliverPolicy, jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';

/**
 * What the integration tests of persons, person e-mails and person phones
 * share. Only for *.integration-spec.ts files (excluded from the app build);
 * typed against the shape of the harness's HttpClient so it needs no import.
 */
export interface Response {
  status: number;
  body: any;
}

export interface Api {
  post(path: string, body?: unknown): Promise<Response>;
}

/** `YYYY-MM-DDTHH:mm:ss.sssZ` (spec convention 5). */
export const API_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A well-formed id that no record has. */
export const NOBODYS_ID = '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e';

/** Tax ids with valid check digits. */
export const CPF = ['52998224725', '11144477735', '39053344705', '12345678909'];
export const CNPJ = ['11222333000181', '11444777000161', '45997418000153'];

export async function created(response: Promise<Response>, what = 'record'): Promise<any> {
  const { status, body } = await response;
  if (status !== 201) throw new Error(`creating a ${what} answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

export function createPerson(api: Api, fields: Record<string, unknown> = {}) {
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

/** A response without its request id, which differs on every response, to compare two answers. */
export function comparable(response: Response) {
  return { status: response.status, body: { ...response.body, requestId: undefined } };
}

export interface EventRecorder {
  readonly events: DomainEvent[];
  waitFor(match: (event: DomainEvent) => boolean, timeoutMs?: number): Promise<DomainEvent>;
  close(): Promise<void>;
}

/**
 * Records the domain events published on the run's JetStream stream from now
 * on, like EventTap of @bizapi/testing (written when that one still asked for
 * `filter_subjects` as a list, which needs NATS 2.10; prefer EventTap now).
 */
export async function recordEvents(env: { NATS_URL: string; BIZAPI_NAMESPACE: string }): Promise<EventRecorder> {
  const connection = await connect({ servers: env.NATS_URL });
  try {
    const consumer = await jetstream(connection).consumers.get(`${env.BIZAPI_NAMESPACE}_EVENTS`, {
      deliver_policy: DeliverPolicy.New,
      filter_subjects: `${namespaced(env.BIZAPI_NAMESPACE, 'events')}.>`,
    });
    const messages = await consumer.consume();
    const events: DomainEvent[] = [];
    void (async () => {
      for await (const message of messages) events.push(message.json<DomainEvent>());
    })();
    return {
      events,
      async waitFor(match, timeoutMs = 10_000) {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const found = events.find(match);
          if (found) return found;
          if (Date.now() > deadline) throw new Error(`no matching event within ${timeoutMs} ms; saw ${events.map((event) => event.event).join(', ') || 'none'}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
      async close() {
        await messages.close();
        await connection.drain();
      },
    };
  } catch (error) {
    await connection.close();
    throw error;
  }
}
