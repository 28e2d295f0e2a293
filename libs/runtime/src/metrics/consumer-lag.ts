import type { JetStreamManager } from '@nats-io/jetstream';
import { Gauge } from 'prom-client';
import { metricsRegistry } from './metrics-registry';

const measured = new Map<string, { manager: JetStreamManager; stream: string }>();

const lag = new Gauge({
  name: 'bizapi_jetstream_consumer_pending',
  help: 'Events of the stream a durable consumer has not yet been handed (pending) or has not yet acknowledged (ack_pending), read from JetStream at scrape time.',
  labelNames: ['consumer', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    await Promise.all(
      [...measured].map(async ([consumer, { manager, stream }]) => {
        const info = await manager.consumers.info(stream, consumer).catch(() => undefined);
        if (!info) return;
        this.set({ consumer, state: 'pending' }, info.num_pending);
        this.set({ consumer, state: 'ack_pending' }, info.num_ack_pending);
      }),
    );
  },
});

/** Reports a durable consumer's lag in `bizapi_jetstream_consumer_pending` (its name is the label: bounded, one per consumer). */
export function measureConsumerLag(manager: JetStreamManager, stream: string, durable: string): void {
  measured.set(durable, { manager, stream });
  void lag;
}
