import { metricsRegistry } from '../metrics/metrics-registry';
import { registerRelayMetrics } from './relay-metrics';

describe('relay metrics', () => {
  it('are exposed only once a relay registers them (a process without an outbox never reports "not the leader")', async () => {
    expect(await metricsRegistry.metrics()).not.toContain('bizapi_outbox_relay_leader');
    registerRelayMetrics();
    registerRelayMetrics();
    const text = await metricsRegistry.metrics();
    expect(text).toContain('\nbizapi_outbox_relay_leader 0');
    expect(text).toContain('\nbizapi_outbox_events_published_total 0');
  });
});
