import { Counter, Gauge } from 'prom-client';
import { metricsRegistry } from '../metrics/metrics-registry';

/** Events this process published to JetStream (acknowledged by the stream, duplicates included). */
export const outboxEventsPublished = new Counter({
  name: 'bizapi_outbox_events_published_total',
  help: 'Outbox events this process published to JetStream and the stream acknowledged.',
  registers: [],
});

/** 1 while this process holds the relay's lock and lease (the one replica that publishes). */
export const outboxRelayLeader = new Gauge({
  name: 'bizapi_outbox_relay_leader',
  help: '1 while this process is the outbox relay leader (holds the lock and its lease), else 0.',
  registers: [],
});

/**
 * Exposes the relay's metrics; called by the relay itself, so only processes
 * that run one report them (a gateway reporting "not the leader" forever
 * would keep BizapiNoRelayLeader firing).
 */
export function registerRelayMetrics(): void {
  if (metricsRegistry.getSingleMetric('bizapi_outbox_relay_leader')) return;
  metricsRegistry.registerMetric(outboxEventsPublished);
  metricsRegistry.registerMetric(outboxRelayLeader);
}
