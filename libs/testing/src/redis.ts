import Redis from 'ioredis';
import { onTestFileEnd } from './resources';
import { testStack } from './stack-info';

let redis: Redis | undefined;

/** The run's Redis, for tests that simulate it losing state. Keys of the run start with `<namespace>:`. */
export function testRedis(): Redis {
  if (!redis) {
    const client = new Redis(testStack().env.REDIS_URL);
    redis = client;
    onTestFileEnd(async () => {
      redis = undefined;
      await client.quit();
    });
  }
  return redis;
}
