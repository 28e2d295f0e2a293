import Redis from 'ioredis';
import { forgetRedisMemory, measureRedisMemory } from './redis-memory';
import { metricsRegistry } from './metrics-registry';

/** Against the machine's Redis (REDIS_URL or the default port). */
describe('bizapi_redis_memory_bytes', () => {
  let redis: Redis;

  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  });

  afterAll(async () => {
    forgetRedisMemory(redis);
    await redis.quit();
  });

  it("reports the server's used memory and its maxmemory, as INFO gives them", async () => {
    measureRedisMemory(redis);
    const metric = await metricsRegistry.getSingleMetric('bizapi_redis_memory_bytes')!.get();
    const value = (state: string) => metric.values.find((sample) => sample.labels.state === state)?.value;
    const info = await redis.info('memory');
    const maxmemory = Number(/^maxmemory:(\d+)/m.exec(info)![1]);
    expect(value('used')).toBeGreaterThan(100_000);
    expect(value('max')).toBe(maxmemory);
  });
});
