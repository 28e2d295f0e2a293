import { EventConsumer, ServiceName, consumerFilter, eventsStreamName, legacyNameCopyConsumer } from '@bizapi/contracts';
import { AckPolicy, ConsumerConfig, DeliverPolicy, JetStreamManager } from '@nats-io/jetstream';
import type { Logger } from '@nestjs/common';

export interface NameCopyConsumersOptions {
  service: ServiceName;
  namespace: string;
  consumers: EventConsumer[];
  logger: Pick<Logger, 'log'>;
}

/**
 * Creates the service's name-copy consumers that do not exist yet, and
 * retires the single consumer of every event (`<service>-name-copies`,
 * filter `events.>`) that a deployment from before has: the new consumers
 * start where it stopped (the first event it had not acknowledged), so a
 * rollout loses no rename, and it is deleted. Events seen by both are
 * harmless: a copy only moves to a newer `updatedAt`. Without it (a new
 * deployment), they start with the events published from now on: copies
 * are made by the reference checks, events only refresh them.
 */
export async function openNameCopyConsumers(manager: JetStreamManager, { service, namespace, consumers, logger }: NameCopyConsumersOptions): Promise<void> {
  const stream = eventsStreamName(namespace);
  const legacyName = legacyNameCopyConsumer(service);
  const legacy = await manager.consumers.info(stream, legacyName).catch(() => undefined);
  const start: Partial<ConsumerConfig> = legacy
    ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: legacy.ack_floor.stream_seq + 1 }
    : { deliver_policy: DeliverPolicy.New };
  for (const consumer of consumers) {
    const exists = () => manager.consumers.info(stream, consumer.durable).then(Boolean, () => false);
    if (await exists()) continue;
    const config = { durable_name: consumer.durable, ack_policy: AckPolicy.Explicit, filter_subject: consumerFilter(consumer, namespace), max_ack_pending: 1_000, ...start };
    await manager.consumers.add(stream, config).catch(async (error: unknown) => {
      // Another replica starting at the same time made it first.
      if (!(await exists())) throw error;
    });
  }
  if (!legacy) return;
  await manager.consumers.delete(stream, legacyName).catch(() => undefined);
  const replacements = consumers.map((consumer) => consumer.durable).join(', ') || 'none';
  logger.log(`replaced the consumer ${legacyName}, which read every event, by ${replacements} (from stream sequence ${legacy.ack_floor.stream_seq + 1})`);
}
