import { EVENT_CONSUMERS, consumerFilter } from '@bizapi/contracts';
import { ensureEventsStream, eventsStreamNames, eventsStreamSettings, measureConsumerLag, NATS_CONNECTION, RUNTIME_ENV, RuntimeEnv } from '@bizapi/runtime';
import { AckPolicy, ConsumerMessages, DeliverPolicy, JsMsg, jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { parseSettlement } from './settlement-event';
import { SettlementPoster } from './settlement-poster';

/** Named in the contracts, with its filter: NATS permits this process exactly this consumer. */
const CONSUMER = EVENT_CONSUMERS.accountingSettlements;
const DURABLE_NAME = CONSUMER.durable;
/** Settlements posted at once: each is its own short transaction, so a backlog (a catch-up) drains in parallel. */
const MAX_IN_FLIGHT = 8;
/** What the consumer pulls ahead of the work: small, so a stop leaves few messages waiting out their ack wait. */
const PULL_AHEAD = 2 * MAX_IN_FLIGHT;
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

/**
 * Posts the automatic journal entry of every `financial.settled` event,
 * through a durable JetStream consumer: the stream keeps what is published
 * while accounting is down or not yet deployed (DeliverPolicy.All from the
 * consumer's first start), and the consumer picks up where it stopped.
 * A message is acknowledged once its entry is committed (or found already
 * posted); a failure is redelivered after a growing delay; an event that can
 * never be posted is terminated with a warning, so it never blocks the rest.
 */
@Injectable()
export class SettlementsConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Settlements');
  private readonly inFlight = new Set<Promise<void>>();
  private messages?: ConsumerMessages;
  private running?: Promise<void>;
  private stopping = false;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(RUNTIME_ENV) private readonly env: RuntimeEnv,
    private readonly poster: SettlementPoster,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const manager = await ensureEventsStream(this.nats, this.env.BIZAPI_NAMESPACE, eventsStreamSettings(this.env));
    const { stream } = eventsStreamNames(this.env.BIZAPI_NAMESPACE);
    if (!(await manager.consumers.info(stream, DURABLE_NAME).catch(() => undefined))) {
      await manager.consumers.add(stream, {
        durable_name: DURABLE_NAME,
        ack_policy: AckPolicy.Explicit,
        // From the start of the stream: settlements published before accounting first ran are posted too.
        deliver_policy: DeliverPolicy.All,
        filter_subject: consumerFilter(CONSUMER, this.env.BIZAPI_NAMESPACE),
        max_ack_pending: 1_000,
      });
    }
    measureConsumerLag(manager, stream, DURABLE_NAME);
    const consumer = await jetstream(this.nats).consumers.get(stream, DURABLE_NAME);
    this.messages = await consumer.consume({ max_messages: PULL_AHEAD });
    this.running = this.run(this.messages);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.messages?.close();
    await this.running?.catch(() => undefined);
    await Promise.all(this.inFlight);
  }

  private async run(messages: ConsumerMessages): Promise<void> {
    for await (const message of messages) {
      // Pulled but not started: handed back at once rather than left to its ack wait.
      if (this.stopping) {
        message.nak();
        continue;
      }
      const work: Promise<void> = this.handle(message).finally(() => this.inFlight.delete(work));
      this.inFlight.add(work);
      if (this.inFlight.size >= MAX_IN_FLIGHT) await Promise.race(this.inFlight);
    }
  }

  /** Never rejects: every message ends acknowledged, terminated or negatively acknowledged. */
  private async handle(message: JsMsg): Promise<void> {
    let value: unknown;
    try {
      value = message.json<unknown>();
    } catch {
      value = undefined;
    }
    const parsed = parseSettlement(value);
    if ('problem' in parsed) {
      // The payload is a customer's financial record: the log names the event and nothing of it.
      this.logger.warn(`dropping financial.settled event ${eventIdOf(value)}: ${parsed.problem}`);
      // No reason on term: NATS 2.9, which the project supports, does not take `+TERM <reason>` and would keep the message pending.
      message.term();
      return;
    }
    const { eventId } = parsed.settlement;
    try {
      const outcome = await this.poster.post(parsed.settlement);
      if (outcome === 'no-chart') {
        // Retrying cannot help: the company does not exist here or was never seeded.
        this.logger.warn(`dropping financial.settled event ${JSON.stringify(eventId)}: the company has no chart of accounts`);
        message.term();
        return;
      }
      message.ack();
    } catch (error) {
      const delay = Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, message.info.deliveryCount - 1), RETRY_MAX_MS);
      this.logger.warn(`could not post financial.settled event ${JSON.stringify(eventId)}, redelivery in ${delay} ms: ${String(error)}`);
      message.nak(delay);
    }
  }
}

/** The id of a refused event when it is a short string, quoted; nothing else of it. */
function eventIdOf(value: unknown): string {
  const id = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).id : undefined;
  return typeof id === 'string' ? JSON.stringify(id.slice(0, 100)) : '(without an id)';
}
