import type { JetStreamManager } from '@nats-io/jetstream';
import { Gauge } from 'prom-client';
import { metricsRegistry } from './metrics-registry';

const measured = new Map<string, JetStreamManager>();

/**
 * The events stream's storage against its byte limit (EVENTS_STREAM_MAX_BYTES):
 * with `discard: old` a full stream drops its oldest events, which a consumer
 * behind or a webhook replay then never sees. Read from JetStream at scrape
 * time; `max` is -1 when the stream has no byte limit. Shared state: alerts
 * and the dashboard take the `max` over the processes that report it.
 */
const storage = new Gauge({
  name: 'bizapi_jetstream_stream_bytes',
  help: 'Bytes a JetStream stream stores (used) and its limit (max, -1 when unlimited), read at scrape time.',
  labelNames: ['stream', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    await Promise.all(
      [...measured].map(async ([stream, manager]) => {
        const info = await manager.streams.info(stream).catch(() => undefined);
        if (!info) return;
        this.set({ stream, state: 'used' }, info.state.bytes);
        this.set({ stream, state: 'max' }, info.config.max_bytes ?? -1);
      }),
    );
  },
});

/** Reports a stream's storage in `bizapi_jetstream_stream_bytes` (its name is the label: one per stream). */
export function measureStreamStorage(manager: JetStreamManager, stream: string): void {
  measured.set(stream, manager);
  void storage;
}
