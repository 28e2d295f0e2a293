import type Redis from 'ioredis';
import type { CompanyLine } from './fair-share';

/**
 * KEYS[1], KEYS[2]: sorted sets of leases (member: delivery id, score: expiry
 * in ms) of the subscription and of its company; KEYS[3]: the company's
 * first attempts waiting (fair-share.ts), which the delivery leaves once it
 * holds its slots. ARGV: the subscription's
 * limit, the company's, the lease in ms, the delivery id. Expired leases
 * (their worker died) are dropped first; a delivery that already holds a
 * lease (picked up again after its worker died) renews it.
 * -> 1 acquired, 0 the subscription's slots are all taken, -1 the company's are.
 */
const ACQUIRE_LUA = `
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local lease = tonumber(ARGV[3])
local id = ARGV[4]
for i = 1, 2 do
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now)
  if not redis.call('ZSCORE', KEYS[i], id) and redis.call('ZCARD', KEYS[i]) >= tonumber(ARGV[i]) then
    return 1 - i
  end
end
for i = 1, 2 do
  redis.call('ZADD', KEYS[i], now + lease, id)
  redis.call('PEXPIRE', KEYS[i], lease * 2)
end
redis.call('ZREM', KEYS[3], id)
return 1
`;

/** A job queued before companies were counted carries no company id: it is counted under none. */
const NO_COMPANY_LIMIT = 1_000_000;

/**
 * At most N deliveries in flight per subscription, and M per company, across
 * every replica: one slow receiver (each attempt may take the full timeout)
 * holds N worker slots, and one company M, never all of them, so neither
 * delays deliveries to the others. Each slot is a lease that expires on its
 * own, so a worker that dies holding one gives it back after `leaseMs`.
 */
export class DeliverySlots {
  private readonly prefix: string;

  constructor(
    private readonly redis: Redis,
    namespace: string,
    private readonly limits: { perSubscription: number; perCompany: number },
    private readonly leaseMs: number,
    /** The company's line of the fair-share queue, kept in the same calls. */
    private readonly line: (companyId: string) => CompanyLine,
  ) {
    this.prefix = `${namespace ? `${namespace}:` : ''}webhooks:in-flight:`;
    redis.defineCommand('bizapiAcquireDeliverySlot', { numberOfKeys: 3, lua: ACQUIRE_LUA });
  }

  async acquire(subscriptionId: string, companyId: string | undefined, deliveryId: string): Promise<boolean> {
    const command = (this.redis as unknown as { bizapiAcquireDeliverySlot(...args: unknown[]): Promise<number> }).bizapiAcquireDeliverySlot;
    const companyLimit = companyId ? this.limits.perCompany : NO_COMPANY_LIMIT;
    const acquired = await command.call(
      this.redis,
      this.subscriptionKey(subscriptionId),
      this.companyKey(companyId),
      companyId ? this.line(companyId).waiting : this.companyKey(undefined),
      this.limits.perSubscription,
      companyLimit,
      this.leaseMs,
      deliveryId,
    );
    return acquired === 1;
  }

  /** Gives the slots back; a delivery that needs no more attempts also leaves its company's backlog. */
  async release(subscriptionId: string, companyId: string | undefined, deliveryId: string, settled: boolean): Promise<void> {
    const calls = this.redis.multi().zrem(this.subscriptionKey(subscriptionId), deliveryId).zrem(this.companyKey(companyId), deliveryId);
    if (settled && companyId) {
      const line = this.line(companyId);
      calls.zrem(line.waiting, deliveryId).zrem(line.backlog, deliveryId);
    }
    await calls.exec();
  }

  private subscriptionKey(subscriptionId: string): string {
    return this.prefix + subscriptionId;
  }

  private companyKey(companyId: string | undefined): string {
    return `${this.prefix}company:${companyId ?? 'none'}`;
  }
}
