import { EVENTS_SUBJECT_ROOT, eventsStreamName, namespaced } from '@bizapi/contracts';
import { DiscardPolicy, JetStreamManager, RetentionPolicy, StorageType, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';

const DAY_NS = 24 * 60 * 60 * 1_000_000_000;

/** Names of the events stream and its subjects in a namespace. */
export function eventsStreamNames(namespace: string) {
  return {
    stream: eventsStreamName(namespace),
    subjectRoot: namespaced(namespace, EVENTS_SUBJECT_ROOT),
  };
}

/**
 * Creates the JetStream stream of domain events if it is missing: file
 * storage, 7 days of history (what a webhook replay can reach), and a
 * 2-minute window in which a re-published event id is dropped as duplicate.
 */
export async function ensureEventsStream(connection: NatsConnection, namespace: string): Promise<JetStreamManager> {
  const manager = await jetstreamManager(connection);
  const { stream, subjectRoot } = eventsStreamNames(namespace);
  try {
    await manager.streams.info(stream);
  } catch {
    try {
      await manager.streams.add({
        name: stream,
        subjects: [`${subjectRoot}.>`],
        storage: StorageType.File,
        retention: RetentionPolicy.Limits,
        discard: DiscardPolicy.Old,
        max_age: 7 * DAY_NS,
        duplicate_window: 2 * 60 * 1_000_000_000,
      });
    } catch (error) {
      // Another process created it between our two calls.
      await manager.streams.info(stream).catch(() => {
        throw error;
      });
    }
  }
  return manager;
}
