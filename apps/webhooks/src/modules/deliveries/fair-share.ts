import type Redis from 'ioredis';

/** BullMQ's lowest priority (job.js PRIORITY_LIMIT); 1 is served first. */
export const LOWEST_PRIORITY = 2 ** 21 - 1;

const NOW_MS = `
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
`;

/**
 * KEYS: the company's waiting first attempts, its backlog, its last first-attempt priority.
 * ARGV: horizon ms, lowest priority, delivery ids in commit order.
 * A job's priority is its place in its company's backlog, never below the
 * priority of a first attempt of the company still waiting (so a company's
 * first attempts keep their order). -> the priorities, in the order given.
 */
const FIRST_ATTEMPTS_LUA = `${NOW_MS}
local horizon, lowest = tonumber(ARGV[1]), tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - horizon)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - horizon)
local last = 0
if redis.call('ZCARD', KEYS[1]) > 0 then last = tonumber(redis.call('GET', KEYS[3]) or '0') end
local priorities = {}
for i = 3, #ARGV do
  redis.call('ZADD', KEYS[1], now, ARGV[i])
  redis.call('ZADD', KEYS[2], now, ARGV[i])
  last = math.min(lowest, math.max(last, redis.call('ZCARD', KEYS[2])))
  priorities[#priorities + 1] = last
end
redis.call('SET', KEYS[3], last, 'PX', horizon)
redis.call('PEXPIRE', KEYS[1], horizon)
redis.call('PEXPIRE', KEYS[2], horizon)
return priorities
`;

/** KEYS: waiting, backlog. ARGV: horizon ms, lowest priority, delivery id. -> the retry's priority: its company's backlog. */
const RETRY_LUA = `${NOW_MS}
local horizon, lowest = tonumber(ARGV[1]), tonumber(ARGV[2])
redis.call('ZREM', KEYS[1], ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - horizon)
redis.call('ZADD', KEYS[2], now, ARGV[3])
redis.call('PEXPIRE', KEYS[2], horizon)
return math.min(lowest, redis.call('ZCARD', KEYS[2]))
`;

/** A company's place-keeping sets: first attempts waiting, and its whole backlog. */
export interface CompanyLine {
  waiting: string;
  backlog: string;
  last: string;
}

/** Bounded company classes for metrics: by the backlog a job was queued behind (its priority). */
export type CompanyClass = 'small' | 'medium' | 'large';
export const COMPANY_CLASSES: readonly CompanyClass[] = ['small', 'medium', 'large'];

export function companyClass(priority: number | string | undefined): CompanyClass {
  // A job read back from Redis may carry its priority as a string.
  const place = Number(priority) || 0;
  if (place <= 100) return 'small';
  return place <= 1_000 ? 'medium' : 'large';
}

/**
 * Fair share between companies over the one BullMQ queue: each job's
 * priority is its place in its own company's backlog (first attempts
 * waiting, plus retries scheduled), counted in Redis by Lua scripts, so
 * atomic across replicas. BullMQ serves the lowest priority first and, within
 * one, first in first out; so every company's 1st waiting job comes before
 * any company's 2nd, its 2nd before any 3rd, and so on: round robin between
 * companies, without a queue per company. A company with 10,000 deliveries
 * queued holds priorities up to 10,000; another company's new event gets 1.
 * Retries take the backlog of their company when they are scheduled, so a
 * company's wave of retries lines up behind other companies' first attempts.
 * A member not touched within `horizonMs` (a job Redis or BullMQ lost) is
 * forgotten, so a lost job cannot weigh on its company for long.
 */
export class FairShare {
  private readonly prefix: string;

  constructor(
    private readonly redis: Redis,
    namespace: string,
    private readonly horizonMs: number,
  ) {
    this.prefix = `${namespace ? `${namespace}:` : ''}webhooks:fair-share:`;
    redis.defineCommand('bizapiFirstAttemptPriorities', { numberOfKeys: 3, lua: FIRST_ATTEMPTS_LUA });
    redis.defineCommand('bizapiRetryPriority', { numberOfKeys: 2, lua: RETRY_LUA });
  }

  /** Priorities of one company's new first attempts, given in commit order. */
  async firstAttempts(companyId: string, deliveryIds: readonly string[]): Promise<number[]> {
    if (!deliveryIds.length) return [];
    const keys = this.keys(companyId);
    return this.command(
      'bizapiFirstAttemptPriorities',
      keys.waiting,
      keys.backlog,
      keys.last,
      this.horizonMs,
      LOWEST_PRIORITY,
      ...deliveryIds,
    );
  }

  /** Priority of a retry about to be scheduled. */
  async retry(companyId: string, deliveryId: string): Promise<number> {
    const keys = this.keys(companyId);
    return this.command('bizapiRetryPriority', keys.waiting, keys.backlog, this.horizonMs, LOWEST_PRIORITY, deliveryId);
  }

  /** The company's first attempts waiting in the queue (entries past the horizon, lost jobs, not counted). */
  async waitingCount(companyId: string): Promise<number> {
    return this.redis.zcount(this.keys(companyId).waiting, Date.now() - this.horizonMs, '+inf');
  }

  /**
   * The company's line in Redis. The slot scripts (delivery-slots.ts) take a
   * job out of it when its attempt starts and when its delivery settles, in
   * the calls they make anyway: no round trip of its own per attempt.
   */
  keys(companyId: string): CompanyLine {
    // One hash tag: the scripts' keys sit in one slot of a Redis Cluster.
    const base = `${this.prefix}{${companyId}}`;
    return { waiting: `${base}:waiting`, backlog: `${base}:backlog`, last: `${base}:last` };
  }

  private command<T>(name: string, ...args: unknown[]): Promise<T> {
    return (this.redis as unknown as Record<string, (...args: unknown[]) => Promise<T>>)[name](...args);
  }
}
