import { DomainEvent, EVENT_CONSUMERS, REFERENCE_OWNERS, ReferencedRecord } from '@bizapi/contracts';
import { ensureEventsStream, eventsStreamNames, isId, measureConsumerLag, NATS_CONNECTION, RUNTIME_ENV, RuntimeEnv } from '@bizapi/runtime';
import { AckPolicy, ConsumerMessages, DeliverPolicy, JsMsg, jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CollectionKit } from '../service/collection-kit';
import { saveCompanyNameCopies } from './reference-checker';

/** Most events one statement applies. */
const BATCH_SIZE = 500;

/**
 * Keeps the names copied beside references fresh: one durable JetStream
 * consumer per service reads the events of the collections its records
 * reference (`person.updated` for a `personName`) and updates the copies.
 * Idempotent and order-safe: a copy only moves to a newer `updatedAt`, so
 * a redelivered or late event never brings an old name back.
 */
@Injectable()
export class NameCopyConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('NameCopies');
  private messages?: ConsumerMessages;
  private running?: Promise<void>;
  private readonly buffer: JsMsg[] = [];
  private draining?: Promise<void>;
  /** Event name → the referenced collection it carries. */
  private readonly collectionOfEvent = new Map<string, string>();

  constructor(
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(RUNTIME_ENV) private readonly env: RuntimeEnv,
    private readonly kit: CollectionKit,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const collection of this.kit.registry.referencedCollections()) {
      for (const event of REFERENCE_OWNERS[collection]?.events ?? []) this.collectionOfEvent.set(event, collection);
    }
    if (!this.collectionOfEvent.size) return;
    const manager = await ensureEventsStream(this.nats, this.env.BIZAPI_NAMESPACE);
    const { stream, subjectRoot } = eventsStreamNames(this.env.BIZAPI_NAMESPACE);
    const durable = EVENT_CONSUMERS.nameCopies(this.kit.service);
    // NATS 2.9 takes one filter subject per consumer: it reads every event and skips the others at once.
    if (!(await manager.consumers.info(stream, durable).catch(() => undefined))) {
      await manager.consumers.add(stream, {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.New,
        filter_subject: `${subjectRoot}.>`,
        max_ack_pending: 1_000,
      });
    }
    measureConsumerLag(manager, stream, durable);
    const consumer = await jetstream(this.nats).consumers.get(stream, durable);
    this.messages = await consumer.consume({ max_messages: 500 });
    // Whatever has arrived is applied together: one statement for a burst of writes, not one per event.
    this.running = (async () => {
      for await (const message of this.messages as ConsumerMessages) {
        this.buffer.push(message);
        this.draining ??= this.drain().finally(() => (this.draining = undefined));
      }
    })();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.messages?.close();
    await this.running?.catch(() => undefined);
    await this.draining;
  }

  private async drain(): Promise<void> {
    while (this.buffer.length) await this.handle(this.buffer.splice(0, BATCH_SIZE));
  }

  private async handle(batch: JsMsg[]): Promise<void> {
    const copies = batch.flatMap((message) => this.copyOf(message) ?? []);
    try {
      await saveCompanyNameCopies(this.kit.dataSource.manager, copies);
      for (const message of batch) message.ack();
    } catch (error) {
      this.logger.warn(`could not copy names from ${batch.length} event(s), JetStream will redeliver them: ${String(error)}`);
      for (const message of batch) message.nak(2_000);
    }
  }

  /** The name an event carries, or null for events of collections this service does not reference (or malformed ones). */
  private copyOf(message: JsMsg): { companyId: string; record: ReferencedRecord } | null {
    let event: Partial<DomainEvent<Record<string, unknown>>>;
    try {
      event = message.json<DomainEvent<Record<string, unknown>>>();
    } catch {
      return null;
    }
    const collection = typeof event.event === 'string' ? this.collectionOfEvent.get(event.event) : undefined;
    if (!collection || !isId(event.companyId) || !event.data) return null;
    const { id, updatedAt } = event.data;
    const name = event.data[REFERENCE_OWNERS[collection].nameField];
    if (!isId(id) || typeof name !== 'string' || typeof updatedAt !== 'string') return null;
    return { companyId: event.companyId, record: { collection, id, name, version: updatedAt } };
  }
}
