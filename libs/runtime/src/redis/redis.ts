import { readFileSync } from 'node:fs';
import Redis, { RedisOptions } from 'ioredis';
import { refuseOldRedisOnceReady } from '../servers/server-checks';

/**
 * The process's own Redis ACL user (env REDIS_USERNAME / REDIS_PASSWORD),
 * when set; credentials inside REDIS_URL are used as they are otherwise.
 */
export function redisCredentials(source: NodeJS.ProcessEnv = process.env): Pick<RedisOptions, 'username' | 'password'> {
  return source.REDIS_PASSWORD ? { username: source.REDIS_USERNAME || undefined, password: source.REDIS_PASSWORD } : {};
}

/** TLS trusting REDIS_CA_FILE's certificates, when set (a private CA: ElastiCache, Azure Cache, a platform's own). */
export function redisTls(source: NodeJS.ProcessEnv = process.env): Pick<RedisOptions, 'tls'> {
  return source.REDIS_CA_FILE ? { tls: { ca: readFileSync(source.REDIS_CA_FILE) } } : {};
}

/**
 * A Redis connection that retries forever with a capped delay. Auto-
 * pipelining batches the commands of concurrent requests into one write.
 * A server older than the minimum ends the process once it first answers.
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    ...redisCredentials(),
    ...redisTls(),
    enableAutoPipelining: true,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
    ...options,
  });
  refuseOldRedisOnceReady(redis, url);
  return redis;
}
