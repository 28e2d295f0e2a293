import { DomainEvent, namespaced } from '@bizapi/contracts';
import { DeliverPolicy, jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { onTestFileEnd } from './resources';
import { testStack } from './stack-info';

/**
 * Records every domain event published on the run's JetStream stream from
 * the moment it opens, as a webhook consumer would see them.
 */
export class EventTap {
  readonly events: DomainEvent[] = [];

  private constructor(private readonly stop: () => Promise<void>) {}

  static async open(): Promise<EventTap> {
    const { env } = testStack();
    const connection = await connect({ servers: env.NATS_URL });
    // Closed with the test file even if what follows fails, or Jest would never exit.
    onTestFileEnd(() => connection.drain());
    const stream = `${env.BIZAPI_NAMESPACE}_EVENTS`;
    const consumer = await jetstream(connection).consumers.get(stream, {
      deliver_policy: DeliverPolicy.New,
      // One subject as a string: a list needs NATS 2.10, and 2.9 is supported.
      filter_subjects: `${namespaced(env.BIZAPI_NAMESPACE, 'events')}.>`,
    });
    const messages = await consumer.consume();
    const tap = new EventTap(async () => {
      await messages.close();
    });
    void (async () => {
      for await (const message of messages) {
        // Other test files publish malformed messages on purpose (the consumers' refusal tests): not events, and
        // they must not end the tap (a throw here ended the loop, and every later event went unseen).
        try {
          tap.events.push(message.json<DomainEvent>());
        } catch {
          continue;
        }
      }
    })();
    onTestFileEnd(() => tap.close());
    return tap;
  }

  /** The first recorded event matching, waiting up to `timeoutMs` for it. */
  async waitFor(match: (event: DomainEvent) => boolean, timeoutMs = 10_000): Promise<DomainEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      if (Date.now() > deadline) {
        throw new Error(`no matching event within ${timeoutMs} ms; saw: ${this.events.map((event) => event.event).join(', ') || 'none'}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Every recorded event of a company. */
  of(companyId: string): DomainEvent[] {
    return this.events.filter((event) => event.companyId === companyId);
  }

  close(): Promise<void> {
    return this.stop();
  }
}
