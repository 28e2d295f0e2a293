import { DomainEvent, EVENT_CONSUMERS, consumerFilter } from '@bizapi/contracts';
import {
  ensureEventsStream,
  eventsStreamNames,
  eventsStreamSettings,
  FailureStreak,
  measureConsumerLag,
  NATS_CONNECTION,
  ReadinessChecks,
  RUNTIME_ENV,
  RuntimeEnv,
} from '@bizapi/runtime';
import { AckPolicy, ConsumerMessages, DeliverPolicy, JsMsg, jetstream } from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/transport-node';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { WebhooksEnv } from '../../config/webhooks-env';
import { WEBHOOKS_ENV } from '../../config/webhooks-env.provider';
import { traceReceived } from '../../observability/delivery-tracing';
import { domainEventProblem } from './domain-event-shape';
import { EventIntakeService } from './event-intake.service';

/** Named in the contracts, with its filter (every event): NATS permits this process exactly this consumer. */
const CONSUMER = EVENT_CONSUMERS.webhooksIntake;
const DURABLE_NAME = CONSUMER.durable;
const BATCH_SIZE = 200;

/**
 * Reads every domain event from JetStream through a durable consumer, so
 * events published while this service was down or restarting wait for it.
 * Messages are handled in small batches (whatever has arrived, up to 200)
 * and acknowledged only after their deliveries are recorded and queued; a
 * failure leaves them unacknowledged for JetStream to redeliver.
 */
@Injectable()
export class EventIntakeConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('EventIntake');
  private readonly buffer: JsMsg[] = [];
  private messages?: ConsumerMessages;
  private draining?: Promise<void>;
  private stopped = false;
  private readonly health = new FailureStreak('taking events from JetStream');

  constructor(
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(RUNTIME_ENV) private readonly env: RuntimeEnv,
    @Inject(WEBHOOKS_ENV) private readonly webhooks: WebhooksEnv,
    private readonly intake: EventIntakeService,
    readiness: ReadinessChecks,
  ) {
    readiness.register('events-intake', () => this.health.problem());
  }

  async onApplicationBootstrap(): Promise<void> {
    const manager = await ensureEventsStream(this.nats, this.env.BIZAPI_NAMESPACE, eventsStreamSettings(this.env));
    const { stream } = eventsStreamNames(this.env.BIZAPI_NAMESPACE);
    const config = {
      durable_name: DURABLE_NAME,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: consumerFilter(CONSUMER, this.env.BIZAPI_NAMESPACE),
      ack_wait: nanos(this.webhooks.WEBHOOK_INTAKE_ACK_WAIT_MS),
      max_ack_pending: 2_000,
    };
    const existing = await manager.consumers.info(stream, DURABLE_NAME).catch(() => undefined);
    if (!existing) {
      await manager.consumers.add(stream, config);
    } else if (existing.config.ack_wait !== config.ack_wait) {
      await manager.consumers.update(stream, DURABLE_NAME, { ack_wait: config.ack_wait });
    }
    measureConsumerLag(manager, stream, DURABLE_NAME);
    const consumer = await jetstream(this.nats).consumers.get(stream, DURABLE_NAME);
    this.messages = await consumer.consume({ max_messages: 1_000 });
    void (async () => {
      for await (const message of this.messages as ConsumerMessages) {
        this.buffer.push(message);
        this.draining ??= this.drain();
      }
    })().finally(() => {
      if (!this.stopped) this.health.ended();
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.messages?.close();
    await this.draining;
  }

  private async drain(): Promise<void> {
    try {
      while (this.buffer.length && !this.stopped) await this.handle(this.buffer.splice(0, BATCH_SIZE));
    } finally {
      // Cleared in the same turn as the last look at the buffer: cleared in a later one (a `.finally()` on the
      // promise), a message pushed in between would find a drain still set and wait for the next message or its
      // redelivery (WEBHOOK_INTAKE_ACK_WAIT_MS).
      this.draining = undefined;
    }
  }

  private async handle(batch: JsMsg[]): Promise<void> {
    const events: DomainEvent[] = [];
    const accepted: JsMsg[] = [];
    for (const message of batch) {
      let value: unknown;
      try {
        value = message.json<unknown>();
      } catch {
        value = undefined;
      }
      const problem = domainEventProblem(value);
      if (problem) {
        // Never redeliverable, and it would fail the whole batch: dropped, naming it only.
        this.logger.warn(`dropping a message that is not a domain event (${message.subject}${describeEvent(value)}): ${problem}`);
        message.term();
        continue;
      }
      events.push(value as DomainEvent);
      accepted.push(message);
    }
    const traces = traceReceived(accepted.map((message, index) => ({ message, id: events[index].id, event: events[index].event })));
    try {
      await this.intake.receive(events, traces);
      traces?.end();
      this.health.succeeded();
      for (const message of accepted) message.ack();
    } catch (error) {
      traces?.end(error);
      this.health.failed();
      this.logger.warn(`could not take ${events.length} event(s), JetStream will redeliver them: ${String(error)}`);
      for (const message of accepted) message.nak(2_000);
    }
  }
}

/** The id and name of a refused event, when they are short strings: nothing of its payload. */
function describeEvent(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const { id, event } = value as Record<string, unknown>;
  const show = (field: unknown) => (typeof field === 'string' ? JSON.stringify(field.slice(0, 80)) : '-');
  return `, id ${show(id)}, event ${show(event)}`;
}
