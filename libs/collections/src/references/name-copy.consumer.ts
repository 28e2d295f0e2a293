import { DomainEvent, NAME_COPIES, REFERENCE_OWNERS, ReferencedRecord, nameCopyConsumers } from '@bizapi/contracts';
import { ensureEventsStream, eventsStreamNames, eventsStreamSettings, isId, measureConsumerLag, NATS_CONNECTION, RUNTIME_ENV, RuntimeEnv } from '@bizapi/runtime';
import { ConsumerMessages, JsMsg, jetstream } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { CollectionKit } from '../service/collection-kit';
import { openNameCopyConsumers } from './name-copy-consumers';
import { saveCompanyNameCopies } from './reference-checker';

/** Most events one statement applies. */
const BATCH_SIZE = 500;

/**
 * Keeps the names copied beside references to other services' records
 * fresh: one durable JetStream consumer per event that may rename such a
 * record (`finance-names-person-updated` reads `events.person.updated` for
 * finance's `personName`), and no other event: the contracts name them
 * (NAME_COPIES), and the service's NATS user may read nothing else.
 * Idempotent and order-safe: a copy only moves to a newer `updatedAt`, so
 * a redelivered or late event never brings an old name back.
 */
@Injectable()
export class NameCopyConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('NameCopies');
  private readonly subscriptions: ConsumerMessages[] = [];
  private readonly reading: Promise<void>[] = [];
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
    const { service } = this.kit;
    this.checkContract();
    for (const collection of NAME_COPIES[service] ?? []) {
      for (const event of REFERENCE_OWNERS[collection].events) this.collectionOfEvent.set(event, collection);
    }
    const manager = await ensureEventsStream(this.nats, this.env.BIZAPI_NAMESPACE, eventsStreamSettings(this.env));
    const { stream } = eventsStreamNames(this.env.BIZAPI_NAMESPACE);
    const consumers = nameCopyConsumers(service);
    await openNameCopyConsumers(manager, { service, namespace: this.env.BIZAPI_NAMESPACE, consumers, logger: this.logger });
    for (const { durable } of consumers) {
      measureConsumerLag(manager, stream, durable);
      const messages = await (await jetstream(this.nats).consumers.get(stream, durable)).consume({ max_messages: BATCH_SIZE });
      this.subscriptions.push(messages);
      this.reading.push(this.read(messages));
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.subscriptions.map((messages) => messages.close()));
    await Promise.all(this.reading.map((reading) => reading.catch(() => undefined)));
    await this.draining;
  }

  /**
   * The contracts grant this service's NATS user the events of NAME_COPIES
   * only: a declaration copying another name would silently go stale, so
   * the service does not start until the contracts say the same.
   */
  private checkContract(): void {
    const { service, registry } = this.kit;
    const declared = registry.copiedNameCollections(service);
    const contracted = [...(NAME_COPIES[service] ?? [])].sort();
    if (declared.join() !== contracted.join()) {
      throw new Error(
        `${service} copies the names of [${declared.join(', ')}] by its declarations, but NAME_COPIES (libs/contracts/src/admin/internal-contract.ts) says [${contracted.join(', ')}]`,
      );
    }
  }

  /** Whatever has arrived on any of the consumers is applied together: one statement for a burst of writes, not one per event. */
  private async read(messages: ConsumerMessages): Promise<void> {
    for await (const message of messages) {
      this.buffer.push(message);
      this.draining ??= this.drain();
    }
  }

  private async drain(): Promise<void> {
    while (this.buffer.length) await this.handle(this.buffer.splice(0, BATCH_SIZE));
    // Cleared in the same turn as the last look at the buffer: cleared in a later one (a `finally`), a message
    // pushed in between would find a drain still set, and wait unhandled for the next message or its redelivery.
    this.draining = undefined;
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

  /** The name an event carries, or null for a malformed event (or one of a collection this service does not copy). */
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
