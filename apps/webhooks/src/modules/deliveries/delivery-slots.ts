import type Redis from 'ioredis';

/**
 * KEYS[1]: sorted set of leases (member: delivery id, score: expiry in ms).
 * Expired leases (their worker died) are dropped first; a delivery that
 * already holds a lease (picked up again after its worker died) renews it.
 * -> 1 acquired, 0 all slots taken.
 */
const ACQUIRE_LUA = `
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local expiry = now + tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if not redis.call('ZSCORE', KEYS[1], ARGV[3]) and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then
  return 0
end
redis.call('ZADD', KEYS[1], expiry, ARGV[3])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]) * 2)
return 1
`;

/**
 * At most N deliveries in flight per subscription, across every replica, so
 * one slow receiver (each attempt may take the full timeout) holds N worker
 * slots, not all of them, and never delays deliveries to the others. Each
 * slot is a lease that expires on its own, so a worker that dies holding one
 * gives it back after `leaseMs`.
 */
export class SubscriptionSlots {
  private readonly prefix: string;

  constructor(
    private readonly redis: Redis,
    namespace: string,
    private readonly perSubscription: number,
    private readonly leaseMs: number,
  ) {
    this.prefix = `${namespace ? `${namespace}:` : ''}webhooks:in-flight:`;
    redis.defineCommand('bizapiAcquireSlot', { numberOfKeys: 1, lua: ACQUIRE_LUA });
  }

  async acquire(subscriptionId: string, deliveryId: string): Promise<boolean> {
    const command = (this.redis as unknown as { bizapiAcquireSlot(...args: unknown[]): Promise<number> }).bizapiAcquireSlot;
    return (await command.call(this.redis, this.prefix + subscriptionId, this.perSubscription, this.leaseMs, deliveryId)) === 1;
  }

  async release(subscriptionId: string, deliveryId: string): Promise<void> {
    await this.redis.zrem(this.prefix + subscriptionId, deliveryId);
  }
}
