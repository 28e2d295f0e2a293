import Redis, { RedisOptions } from 'ioredis';

/**
 * The process's own Redis ACL user (env REDIS_USERNAME / REDIS_PASSWORD),
 * when set; credentials inside REDIS_URL are used as they are otherwise.
 */
export function redisCredentials(source: NodeJS.ProcessEnv = process.env): Pick<RedisOptions, 'username' | 'password'> {
  return source.REDIS_PASSWORD ? { username: source.REDIS_USERNAME || undefined, password: source.REDIS_PASSWORD } : {};
}

/**
 * A Redis connection that retries forever with a capped delay. Auto-
 * pipelining batches the commands of concurrent requests into one write.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    ...redisCredentials(),
    enableAutoPipelining: true,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
    ...options,
  });
}
