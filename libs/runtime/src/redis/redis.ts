import Redis, { RedisOptions } from 'ioredis';

/**
 * A Redis connection that retries forever with a capped delay. Auto-
 * pipelining batches the commands of concurrent requests into one write.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    enableAutoPipelining: true,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
    ...options,
  });
}
