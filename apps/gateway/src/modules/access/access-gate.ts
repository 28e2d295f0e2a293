import { ApiError, CompanyUsageRecord, ErrorCode, Feature, isFeature } from '@bizapi/contracts';
import { REDIS_CONNECTION, RUNTIME_ENV } from '@bizapi/runtime';
import { BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { GatewayEnv } from '../../config/gateway-env';
import { SLIDING_WINDOW_LUA } from './sliding-window.lua';

const WINDOW_MS = 60_000;
/** How long Redis keeps a company's plan (features and rate limit) read from PostgreSQL; a change replaces it at once. */
const PLAN_CACHE_SECONDS = 60;
const KEY_REVOKED = '0';
const HOUR_MS = 3_600_000;
/** Hourly usage counters live a day and an hour: the usage page shows the last 24 hours. */
const USAGE_TTL_SECONDS = 25 * 3600;
/** How long 429s given before the rate limit (requests in flight) wait in memory before they join the hour's usage. */
const REFUSALS_FLUSH_MS = 2_000;

/** Cached in place of a company's own rate limit when it has none: the gateway's RATE_LIMIT_PER_MINUTE applies. */
const DEFAULT_RATE_LIMIT = 'default';

/**
 * admit: for one authenticated request, in one round trip:
 *   KEYS[1] the API key's state: '1' active, '0' revoked, missing = unknown
 *   KEYS[2] the company's rate window, KEYS[3] its cached plan features,
 *   KEYS[4] the company's usage of this hour (the panel's usage page),
 *   KEYS[5] its cached rate limit (a number, or 'default')
 *   ARGV[1] the gateway's RATE_LIMIT_PER_MINUTE; ARGV[2], ARGV[3] the plan
 *   just read from PostgreSQL (features, rate limit), when the caller has it
 * -> {-1} revoked, {-2} unknown (caller checks PostgreSQL, then retries),
 *    {-3} plan not cached (caller reads it from PostgreSQL, retries with it),
 *    or {allowed, remaining, resetMs, retryAfterMs, features, limit}.
 * Requests are counted only for keys known to be active, against the
 * company's own limit: a plan is needed before counting.
 */
const ADMIT_LUA = `${SLIDING_WINDOW_LUA}
local state = redis.call('GET', KEYS[1])
if state == '${KEY_REVOKED}' then return {-1} end
if not state then return {-2} end
local features = redis.call('GET', KEYS[3])
local own = redis.call('GET', KEYS[5])
if not features or not own then
  if not ARGV[2] then return {-3} end
  -- Checked and written in this script: a plan replaced meanwhile (replacePlan) is kept, not overwritten.
  if not features then
    features = ARGV[2]
    redis.call('SET', KEYS[3], features, 'EX', ${PLAN_CACHE_SECONDS})
  end
  if not own then
    own = ARGV[3]
    redis.call('SET', KEYS[5], own, 'EX', ${PLAN_CACHE_SECONDS})
  end
end
local limit = tonumber(own) or tonumber(ARGV[1])
local result = slide(KEYS[2], limit, ${WINDOW_MS})
result[5] = features
result[6] = limit
redis.call('HINCRBY', KEYS[4], result[1] == 1 and 'ok' or 'limited', 1)
redis.call('EXPIRE', KEYS[4], ${USAGE_TTL_SECONDS})
return result
`;

/** Marks a key active for ARGV[1] seconds unless it was revoked meanwhile -> 1 marked, 0 revoked. */
const MARK_ACTIVE_LUA = `
if redis.call('GET', KEYS[1]) == '${KEY_REVOKED}' then return 0 end
if redis.call('TTL', KEYS[1]) < tonumber(ARGV[1]) then
  redis.call('SET', KEYS[1], '1', 'EX', ARGV[1])
end
return 1
`;

/** Gives one counted request back to the company's window (a 304 sent nothing). */
const REFUND_LUA = `
local c = tonumber(redis.call('HGET', KEYS[1], 'c'))
if c and c > 0 then redis.call('HINCRBY', KEYS[1], 'c', -1) end
return 1
`;

const THROTTLE_LUA = `${SLIDING_WINDOW_LUA}
return slide(KEYS[1], tonumber(ARGV[1]), ${WINDOW_MS})
`;

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the current window ends. */
  resetSeconds: number;
  /** Seconds to wait when refused; 0 when allowed. */
  retryAfterSeconds: number;
  allowed: boolean;
}

/** What the gateway needs of a company to admit its requests, from iam.companies. */
export interface CompanyPlan {
  features: readonly Feature[];
  /** null: the gateway's RATE_LIMIT_PER_MINUTE. */
  rateLimitPerMinute: number | null;
}

export type Admission =
  | { kind: 'revoked' }
  | { kind: 'unknown' }
  | { kind: 'plan-unknown' }
  | { kind: 'admitted'; rate: RateLimitState; features: Feature[] };

type ScriptName = 'bizapiAdmit' | 'bizapiMarkActive' | 'bizapiThrottle' | 'bizapiRefund';

type ScriptReply = [number, number, number, number, ...unknown[]];
type AdmitReply = [number, number, number, number, string, number];

/**
 * Redis state that every gateway replica shares: which API keys are active,
 * the per-company and per-key rate windows, and a short cache of each
 * company's plan. PostgreSQL stays the source of truth; Redis only ever
 * holds what can be rebuilt from it (see AdmissionService).
 */
@Injectable()
export class AccessGate implements BeforeApplicationShutdown {
  private readonly prefix: string;
  /** 429s given before the rate limit, by company, not yet added to this hour's usage. */
  private readonly refusedUncounted = new Map<string, number>();
  private refusalsFlush?: NodeJS.Timeout;
  /** The scripts, each failing as 503 SERVICE_UNAVAILABLE when Redis cannot answer. */
  private readonly scripts: Record<ScriptName, (...args: unknown[]) => Promise<unknown>>;

  constructor(
    @Inject(REDIS_CONNECTION) private readonly redis: Redis,
    @Inject(RUNTIME_ENV) private readonly env: GatewayEnv,
  ) {
    this.prefix = env.BIZAPI_NAMESPACE ? `${env.BIZAPI_NAMESPACE}:` : '';
    redis.defineCommand('bizapiAdmit', { numberOfKeys: 5, lua: ADMIT_LUA });
    redis.defineCommand('bizapiMarkActive', { numberOfKeys: 1, lua: MARK_ACTIVE_LUA });
    redis.defineCommand('bizapiThrottle', { numberOfKeys: 1, lua: THROTTLE_LUA });
    redis.defineCommand('bizapiRefund', { numberOfKeys: 1, lua: REFUND_LUA });
    const commands = redis as unknown as Record<ScriptName, (...args: unknown[]) => Promise<unknown>>;
    const guarded = (name: ScriptName) => (...args: unknown[]) =>
      commands[name].apply(redis, args).catch((error: unknown) => {
        throw new ApiError(ErrorCode.SERVICE_UNAVAILABLE, undefined, `rate limiter unavailable: ${String(error)}`);
      });
    this.scripts = {
      bizapiAdmit: guarded('bizapiAdmit'),
      bizapiMarkActive: guarded('bizapiMarkActive'),
      bizapiThrottle: guarded('bizapiThrottle'),
      bizapiRefund: guarded('bizapiRefund'),
    };
  }

  /**
   * Checks the key, counts the request against the company's own rate limit and reads its plan,
   * in one round trip. `plan`: the company's plan just read from PostgreSQL, after a 'plan-unknown'.
   */
  async admit(companyId: string, apiKeyId: string, plan?: CompanyPlan): Promise<Admission> {
    const reply = (await this.scripts.bizapiAdmit(
      this.keyState(companyId, apiKeyId),
      this.rateKey(companyId),
      this.featuresKey(companyId),
      this.usageKey(companyId, Math.floor(Date.now() / HOUR_MS)),
      this.rateLimitKey(companyId),
      this.env.RATE_LIMIT_PER_MINUTE,
      ...(plan ? planValues(plan) : []),
    )) as AdmitReply;
    if (reply[0] === -1) return { kind: 'revoked' };
    if (reply[0] === -2) return { kind: 'unknown' };
    if (reply[0] === -3) return { kind: 'plan-unknown' };
    return { kind: 'admitted', rate: this.toRateState(reply, reply[5]), features: parseFeatures(reply[4]) };
  }

  /** Gives back one request the company was counted for (a 304: nothing was sent). */
  async refund(companyId: string): Promise<void> {
    // Only generosity: if Redis cannot take it back, the request stays counted.
    await this.scripts.bizapiRefund(this.rateKey(companyId)).catch(() => undefined);
  }

  /** Counts an attempt at /auth or /auth/refresh-token for one API key. */
  async throttleAuthentication(subject: string): Promise<RateLimitState> {
    const limit = this.env.AUTH_RATE_LIMIT_PER_MINUTE;
    const reply = (await this.scripts.bizapiThrottle(`${this.prefix}rl-auth:{${subject}}`, limit)) as ScriptReply;
    return this.toRateState(reply, limit);
  }

  /** Records that a key issued a token valid for `seconds`; false if the key was revoked meanwhile. */
  async markKeyActive(companyId: string, apiKeyId: string, seconds: number): Promise<boolean> {
    return (await this.scripts.bizapiMarkActive(this.keyState(companyId, apiKeyId), Math.max(1, Math.ceil(seconds)))) === 1;
  }

  /** From now on every token of the key is refused, on every replica. */
  async markKeyRevoked(companyId: string, apiKeyId: string): Promise<void> {
    // Revocation must reach Redis: the operator sees the error and retries if it cannot.
    await this.redis.set(this.keyState(companyId, apiKeyId), KEY_REVOKED, 'EX', this.env.ACCESS_TOKEN_TTL_SECONDS + 60);
  }

  /** Replaces the cached plan and rate limit after a change, effective on the company's next request at every replica. */
  async replacePlan(companyId: string, plan: CompanyPlan): Promise<void> {
    const [features, limit] = planValues(plan);
    // Both at once: the admission script never sees one changed without the other.
    const replies = await this.redis
      .multi()
      .set(this.featuresKey(companyId), features, 'EX', PLAN_CACHE_SECONDS)
      .set(this.rateLimitKey(companyId), limit, 'EX', PLAN_CACHE_SECONDS)
      .exec();
    const failed = replies?.find(([error]) => error)?.[0];
    if (failed) throw failed;
  }

  /** The rate limit a company's own setting (null: none) gives it. */
  rateLimitOf(rateLimitPerMinute: number | null): number {
    return rateLimitPerMinute ?? this.env.RATE_LIMIT_PER_MINUTE;
  }

  /**
   * What the company's panel shows: requests counted in the current minute's
   * sliding window against the limit, and per hour of the last 24 the requests
   * admitted and refused with 429 (by the rate limit, or for too many in
   * flight: countRefused). Read-only: nothing is counted.
   */
  async usage(companyId: string, rateLimitPerMinute: number | null): Promise<CompanyUsageRecord> {
    const currentHour = Math.floor(Date.now() / HOUR_MS);
    const hours = Array.from({ length: 24 }, (_, index) => currentHour - 23 + index);
    const pipeline = this.redis.pipeline().time().hmget(this.rateKey(companyId), 'w', 'c', 'p');
    for (const hour of hours) pipeline.hmget(this.usageKey(companyId, hour), 'ok', 'limited');
    const replies = ((await pipeline.exec()) ?? []).map(([error, value]) => {
      if (error) throw new ApiError(ErrorCode.SERVICE_UNAVAILABLE, undefined, `usage unavailable: ${String(error)}`);
      return value;
    });
    const [seconds, micros] = (replies[0] as [string, string]).map(Number);
    const [w, c, p] = (replies[1] as Array<string | null>).map((value) => Number(value ?? 0));
    return {
      limit: this.rateLimitOf(rateLimitPerMinute),
      thisMinute: requestsInWindow(seconds * 1000 + Math.floor(micros / 1000), w, c, p),
      hours: hours.map((hour, index) => {
        const [ok, limited] = (replies[index + 2] as Array<string | null>).map((value) => Number(value ?? 0));
        return { hour: new Date(hour * HOUR_MS).toISOString(), requests: ok + limited, limited };
      }),
    };
  }

  /**
   * Counts a 429 the gateway gave before the rate limit (a company's requests in flight) in the
   * company's usage, as the admission script counts the rate limit's: in memory, added to the
   * hour's counter every couple of seconds, so that such a refusal stays cheap (no round trip of
   * its own; docs/decisions.md, "Requests in flight per company").
   */
  countRefused(companyId: string): void {
    this.refusedUncounted.set(companyId, (this.refusedUncounted.get(companyId) ?? 0) + 1);
    this.refusalsFlush ??= setTimeout(() => void this.flushRefused(), REFUSALS_FLUSH_MS).unref();
  }

  /** Adds the refusals counted in memory to their companies' usage of this hour (usage is best effort: a failure drops them). */
  async flushRefused(): Promise<void> {
    clearTimeout(this.refusalsFlush);
    this.refusalsFlush = undefined;
    if (!this.refusedUncounted.size) return;
    const hour = Math.floor(Date.now() / HOUR_MS);
    const pipeline = this.redis.pipeline();
    for (const [companyId, count] of this.refusedUncounted) {
      const key = this.usageKey(companyId, hour);
      pipeline.hincrby(key, 'limited', count).expire(key, USAGE_TTL_SECONDS);
    }
    this.refusedUncounted.clear();
    await pipeline.exec().catch(() => undefined);
  }

  /** Before the Redis connection closes (runtime.module.ts closes it on application shutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.flushRefused();
  }

  private usageKey(companyId: string, hour: number): string {
    // Beside the rate window, in its hash slot ({companyId}), under the gateway's `rl:` keys.
    return `${this.prefix}rl:{${companyId}}:h:${hour}`;
  }

  private rateKey(companyId: string): string {
    return `${this.prefix}rl:{${companyId}}`;
  }

  private keyState(companyId: string, apiKeyId: string): string {
    return `${this.prefix}iam:{${companyId}}:key:${apiKeyId}`;
  }

  private featuresKey(companyId: string): string {
    return `${this.prefix}iam:{${companyId}}:features`;
  }

  private rateLimitKey(companyId: string): string {
    return `${this.prefix}iam:{${companyId}}:rate-limit`;
  }

  private toRateState([allowed, remaining, resetMs, waitMs]: ScriptReply, limit: number): RateLimitState {
    return {
      allowed: allowed === 1,
      limit,
      remaining,
      resetSeconds: Math.ceil(resetMs / 1000),
      retryAfterSeconds: Math.ceil(waitMs / 1000),
    };
  }

}

/** The sliding window's count at `now` (sliding-window.lua.ts), without counting a request. */
export function requestsInWindow(now: number, window: number, current: number, previous: number): number {
  const minute = Math.floor(now / WINDOW_MS);
  const weight = (WINDOW_MS - (now - minute * WINDOW_MS)) / WINDOW_MS;
  if (window === minute) return Math.round(current + previous * weight);
  if (window === minute - 1) return Math.round(current * weight);
  return 0;
}

/** A plan as the admission script caches it: features comma-separated, the rate limit or 'default'. */
function planValues({ features, rateLimitPerMinute }: CompanyPlan): [string, string] {
  return [features.join(','), rateLimitPerMinute === null ? DEFAULT_RATE_LIMIT : String(rateLimitPerMinute)];
}

function parseFeatures(value: string): Feature[] {
  return value ? value.split(',').filter(isFeature) : [];
}
