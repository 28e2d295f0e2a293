import { EVENTS_SUBJECT_ROOT, eventsStreamName, namespaced } from '@bizapi/contracts';
import { DiscardPolicy, JetStreamManager, RetentionPolicy, StorageType, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { measureStreamStorage } from '../metrics/stream-storage';

const DAY_NS = 24 * 60 * 60 * 1_000_000_000;

/** Names of the events stream and its subjects in a namespace. */
export function eventsStreamNames(namespace: string) {
  return {
    stream: eventsStreamName(namespace),
    subjectRoot: namespaced(namespace, EVENTS_SUBJECT_ROOT),
  };
}

/**
 * The stream's settings a platform team chooses (EVENTS_STREAM_REPLICAS,
 * EVENTS_STREAM_MAX_BYTES; docs/operations/configure.md, "Events stream"): how many
 * JetStream servers keep a copy, and a byte limit (-1: none) past which the
 * oldest events are dropped. 0 leaves a setting as the stream has it (a new
 * stream then gets 1 replica and no limit), so an upgrade never undoes what
 * someone set by hand (`nats stream edit`).
 */
export interface EventsStreamSettings {
  replicas: number;
  maxBytes: number;
}

/** Nothing chosen: a new stream gets 1 replica and no byte limit, an existing one is left as it is. */
export const DEFAULT_EVENTS_STREAM_SETTINGS: EventsStreamSettings = { replicas: 0, maxBytes: 0 };

/**
 * Creates the JetStream stream of domain events if it is missing: file
 * storage, 7 days of history (what a webhook replay can reach), and a
 * 2-minute window in which a re-published event id is dropped as duplicate.
 * An existing stream whose replicas or byte limit differ from the ones chosen
 * is updated to them: the settings are applied by every process at its start,
 * so changing them in the ConfigMap and rolling the Deployments applies them.
 * The stream's storage is then reported in `bizapi_jetstream_stream_bytes`.
 */
export async function ensureEventsStream(
  connection: NatsConnection,
  namespace: string,
  settings: EventsStreamSettings = DEFAULT_EVENTS_STREAM_SETTINGS,
): Promise<JetStreamManager> {
  const manager = await jetstreamManager(connection);
  const { stream, subjectRoot } = eventsStreamNames(namespace);
  const existing = await manager.streams.info(stream).catch(() => undefined);
  if (!existing) {
    try {
      await manager.streams.add({
        name: stream,
        subjects: [`${subjectRoot}.>`],
        storage: StorageType.File,
        retention: RetentionPolicy.Limits,
        discard: DiscardPolicy.Old,
        max_age: 7 * DAY_NS,
        duplicate_window: 2 * 60 * 1_000_000_000,
        num_replicas: settings.replicas || 1,
        max_bytes: settings.maxBytes || -1,
      });
    } catch (error) {
      // Another process created it between our two calls.
      await manager.streams.info(stream).catch(() => {
        throw error;
      });
    }
  } else {
    const changes = {
      ...(settings.replicas && existing.config.num_replicas !== settings.replicas ? { num_replicas: settings.replicas } : {}),
      ...(settings.maxBytes && (existing.config.max_bytes ?? -1) !== settings.maxBytes ? { max_bytes: settings.maxBytes } : {}),
    };
    if (Object.keys(changes).length) await updateStream(manager, stream, changes, settings);
  }
  measureStreamStorage(manager, stream);
  return manager;
}

/** Applies the changed settings; a refusal (say, 3 replicas on a single server) names the settings, not just NATS's code. */
async function updateStream(
  manager: JetStreamManager,
  stream: string,
  changes: { num_replicas?: number; max_bytes?: number },
  settings: EventsStreamSettings,
): Promise<void> {
  try {
    await manager.streams.update(stream, changes);
  } catch (error) {
    throw new Error(
      `cannot apply EVENTS_STREAM_REPLICAS=${settings.replicas} EVENTS_STREAM_MAX_BYTES=${settings.maxBytes} to stream ${stream}: ${String(error)}`,
    );
  }
}

/** The stream settings of a process's configuration. */
export function eventsStreamSettings(env: { EVENTS_STREAM_REPLICAS: number; EVENTS_STREAM_MAX_BYTES: number }): EventsStreamSettings {
  return { replicas: env.EVENTS_STREAM_REPLICAS, maxBytes: env.EVENTS_STREAM_MAX_BYTES };
}
