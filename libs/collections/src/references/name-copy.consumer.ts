import { DomainEvent, REFERENCE_OWNERS, ReferencedRecord } from '@bizapi/contracts';
import { NATS_CONNECTION, RUNTIME_ENV, RuntimeEnv, ensureEventsStream, eventsStreamNames, isId } from '@bizapi/runtime';
import { AckPolicy, ConsumerMessages, DeliverPolicy, JsMsg, jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CollectionKit } from '../service/collection-kit';
import { saveNameCopies } from './reference-checker';

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
    const durable = `${this.kit.service}-name-copies`;
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
    const consumer = await jetstream(this.nats).consumers.get(stream, durable);
    this.messages = await consumer.consume({ max_messages: 500 });
    this.running = (async () => {
      for await (const message of this.messages as ConsumerMessages) await this.handle(message);
    })();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.messages?.close();
    await this.running?.catch(() => undefined);
  }

  private async handle(message: JsMsg): Promise<void> {
    const copy = this.copyOf(message);
    if (!copy) return message.ack();
    try {
      await saveNameCopies(this.kit.dataSource.manager, copy.companyId, [copy.record]);
      message.ack();
    } catch (error) {
      this.logger.warn(`could not copy a name from ${message.subject}, JetStream will redeliver it: ${String(error)}`);
      message.nak(2_000);
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
