import { jetstreamManager } from '@nats-io/jetstream';
import { NatsConnection, connect } from '@nats-io/transport-node';
import { metricsRegistry } from '../metrics/metrics-registry';
import { ensureEventsStream, eventsStreamNames } from './events-stream';

/** Against the machine's NATS (NATS_URL or the default port, JetStream on), in a namespace of its own. */
describe('ensureEventsStream', () => {
  const namespace = `stream-test-${process.pid}`;
  const { stream } = eventsStreamNames(namespace);
  let nats: NatsConnection;

  beforeAll(async () => {
    nats = await connect({ servers: (process.env.NATS_URL ?? 'nats://127.0.0.1:4222').split(',') });
  });

  afterAll(async () => {
    await (await jetstreamManager(nats)).streams.delete(stream).catch(() => undefined);
    await nats.close();
  });

  it('creates the stream with the chosen replicas and byte limit, applies a changed limit at the next start, leaves alone what is not chosen', async () => {
    const manager = await ensureEventsStream(nats, namespace, { replicas: 1, maxBytes: 64 * 1024 * 1024 });
    expect((await manager.streams.info(stream)).config).toMatchObject({ num_replicas: 1, max_bytes: 64 * 1024 * 1024 });

    await ensureEventsStream(nats, namespace, { replicas: 1, maxBytes: 128 * 1024 * 1024 });
    expect((await manager.streams.info(stream)).config.max_bytes).toBe(128 * 1024 * 1024);

    // Nothing chosen (0): the stream is left as it is, whoever set its limit.
    await ensureEventsStream(nats, namespace);
    expect((await manager.streams.info(stream)).config).toMatchObject({ num_replicas: 1, max_bytes: 128 * 1024 * 1024 });

    // -1: no limit.
    await ensureEventsStream(nats, namespace, { replicas: 0, maxBytes: -1 });
    expect((await manager.streams.info(stream)).config.max_bytes).toBe(-1);
  });

  it('reports the stream storage and its limit in bizapi_jetstream_stream_bytes', async () => {
    await ensureEventsStream(nats, namespace, { replicas: 1, maxBytes: 32 * 1024 * 1024 });
    nats.publish(`${eventsStreamNames(namespace).subjectRoot}.probe.created`, 'x'.repeat(1000));
    await nats.flush();
    const metric = await metricsRegistry.getSingleMetric('bizapi_jetstream_stream_bytes')!.get();
    const value = (state: string) => metric.values.find((sample) => sample.labels.stream === stream && sample.labels.state === state)?.value;
    expect(value('max')).toBe(32 * 1024 * 1024);
    expect(value('used')).toBeGreaterThan(1000);
  });
});
