import { DedicatedStack, ServerProcess, startDedicatedStack, startRedisServer } from '@bizapi/testing';
import Redis from 'ioredis';

/**
 * The gateway's probes live on its internal port (METRICS_PORT, beside
 * `/metrics`), never on the public one: from the internet a probe is an
 * unknown path, and a flood of probes cannot make the gateway ping its
 * dependencies more than once a second (docs/operations/observe.md, "Health endpoints").
 */
describe('gateway health on the internal port', () => {
  let redis: ServerProcess;
  let stack: DedicatedStack;
  let publicOrigin: string;
  let internalOrigin: string;

  beforeAll(async () => {
    // A Redis of the test's own, so its command counts are the gateway's alone.
    redis = await startRedisServer();
    stack = await startDedicatedStack({ apps: ['gateway'], servers: { REDIS_URL: redis.url } });
    publicOrigin = new URL(stack.baseUrl).origin;
    internalOrigin = new URL(stack.metricsUrl('gateway')).origin;
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
    await redis?.destroy();
  }, 30_000);

  it.each(['/health/ready', '/health/live'])('answers %s on the public port as any unknown path: 404 ROUTE_NOT_FOUND', async (path) => {
    const response = await fetch(`${publicOrigin}${path}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 404, message: 'ROUTE_NOT_FOUND', friendlyMessage: expect.any(String), requestId: expect.any(String) });
  });

  it('answers the probes on the internal port', async () => {
    expect(await (await fetch(`${internalOrigin}/health/live`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${internalOrigin}/health/ready`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { details: unknown }).details).toEqual({ database: { status: 'up' }, nats: { status: 'up' }, redis: { status: 'up' } });
  });

  it('pings Redis at most once a second however many probes arrive', async () => {
    const client = new Redis(redis.url);
    const pings = async () => Number(/cmdstat_ping:calls=(\d+)/.exec(await client.info('commandstats'))?.[1] ?? 0);
    try {
      const before = await pings();
      const started = Date.now();
      for (let round = 0; round < 10; round++) {
        const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${internalOrigin}/health/ready`)));
        expect(answers.every((answer) => answer.status === 200)).toBe(true);
      }
      const seconds = (Date.now() - started) / 1000;
      // 200 probes: one check per second of the burst, plus the one it began in.
      expect(await pings() - before).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    } finally {
      await client.quit();
    }
  });
});
