import { DomainEvent, namespaced } from '@bizapi/contracts';
import { DeliverPolicy, jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { type Response } from '@bizapi/testing';
export { NOBODYS_ID, created, expectError, createPerson } from '@bizapi/testing';
export type { Response } from '@bizapi/testing';

/**
 * What the integration tests of persons, person e-mails and person phones
 * share. Only for *.integration-spec.ts files (excluded from the app build);
 * typed against the shape of the harness's HttpClient so it needs no import.
 */

export interface Api {
  post(path: string, body?: unknown): Promise<Response>;
}

/** `YYYY-MM-DDTHH:mm:ss.sssZ` (spec convention 5). */
export const API_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Tax ids with valid check digits. */
export const CPF = ['52998224725', '11144477735', '39053344705', '12345678909'];
export const CNPJ = ['11222333000181', '11444777000161', '45997418000153'];

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
      for await (const message of messages) {
        // A malformed message some other test file publishes on purpose is no event, and must not end the recorder.
        try {
          events.push(message.json<DomainEvent>());
        } catch {
          continue;
        }
      }
    })();
    return {
      events,
      async waitFor(match, timeoutMs = 10_000) {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const found = events.find(match);
          if (found) return found;
          if (Date.now() > deadline)
            throw new Error(`no matching event within ${timeoutMs} ms; saw ${events.map((event) => event.event).join(', ') || 'none'}`);
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
