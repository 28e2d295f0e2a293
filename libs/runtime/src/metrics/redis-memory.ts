import type Redis from 'ioredis';
import { Gauge } from 'prom-client';
import { metricsRegistry } from './metrics-registry';

const measured = new Set<Redis>();

/**
 * Redis runs with `maxmemory-policy noeviction` (BullMQ's jobs, idempotency
 * keys): at the limit every write fails, so its memory is worth an alert
 * before then. Read from `INFO memory` at scrape time; `max` is 0 when Redis
 * has no limit. Shared state: every process that measures it reports the same
 * value, so alerts and the dashboard take the `max`.
 */
const memory = new Gauge({
  name: 'bizapi_redis_memory_bytes',
  help: 'Memory of the Redis server this process uses: used (used_memory) and max (maxmemory, 0 when unlimited), read at scrape time.',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  async collect() {
    for (const redis of measured) {
      const info = await redis.info('memory').catch(() => undefined);
      if (!info) continue;
      this.set({ state: 'used' }, infoField(info, 'used_memory'));
      this.set({ state: 'max' }, infoField(info, 'maxmemory'));
      return;
    }
  },
});

/** Reports the memory of the Redis server behind `redis` in `bizapi_redis_memory_bytes`. */
export function measureRedisMemory(redis: Redis): void {
  measured.add(redis);
  void memory;
}

/** Stops measuring through `redis` (a connection about to close). */
export function forgetRedisMemory(redis: Redis): void {
  measured.delete(redis);
}

function infoField(info: string, field: string): number {
  const match = new RegExp(`^${field}:(\\d+)`, 'm').exec(info);
  return match ? Number(match[1]) : 0;
}
