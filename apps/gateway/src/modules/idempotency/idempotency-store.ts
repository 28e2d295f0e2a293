import { ApiError, ErrorCode } from '@bizapi/contracts';
import { REDIS_CONNECTION, RUNTIME_ENV } from '@bizapi/runtime';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { createHash, randomUUID } from 'node:crypto';
import { GatewayEnv } from '../../config/gateway-env';

/** How long a first answer is kept and replayed (Stripe's 24 hours). */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

/** An answer kept for replay. */
export interface StoredAnswer {
  status: number;
  /** The JSON body exactly as first sent. */
  body: string;
}

/** A request that holds its key until it ends; `complete` or `release` it. */
export interface IdempotencyClaim {
  readonly redisKey: string;
  readonly marker: string;
  readonly fingerprint: string;
}

export type ClaimOutcome = { kind: 'claimed'; claim: IdempotencyClaim } | { kind: 'replay'; answer: StoredAnswer };

/**
 * BEGIN: KEYS[1] the key's record; ARGV[1] the pending marker, ARGV[2] its lease (ms).
 * Takes a free key (-> nil) or returns what holds it: a pending marker or a finished answer.
 */
const BEGIN_LUA = `
local held = redis.call('GET', KEYS[1])
if held then return held end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return false
`;

/** FINISH: replaces our own pending marker (ARGV[1]) with ARGV[2] for ARGV[3] seconds, or deletes it when ARGV[2] is ''. */
const FINISH_LUA = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[2] == '' then redis.call('DEL', KEYS[1]) else redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3]) end
return 1
`;

const PENDING = 'pending';
const DONE = 'done';

/**
 * Idempotency keys of POST and PUT (Stripe's semantics): the first request
 * with a key runs and its answer is kept 24 hours per company and key; a
 * retry with the same key and the same request gets that answer again; the
 * same key with another request is 422 IDEMPOTENCY_KEY_REUSED; while the
 * first still runs, a retry is 409 IDEMPOTENCY_KEY_IN_USE. Records live in
 * Redis, shared by every gateway replica; the client's key is hashed, so
 * its length and characters never reach a Redis key name.
 */
@Injectable()
export class IdempotencyStore {
  private readonly prefix: string;

  constructor(
    @Inject(REDIS_CONNECTION) private readonly redis: Redis,
    @Inject(RUNTIME_ENV) env: GatewayEnv,
  ) {
    this.prefix = env.BIZAPI_NAMESPACE ? `${env.BIZAPI_NAMESPACE}:` : '';
    redis.defineCommand('bizapiIdempotencyBegin', { numberOfKeys: 1, lua: BEGIN_LUA });
    redis.defineCommand('bizapiIdempotencyFinish', { numberOfKeys: 1, lua: FINISH_LUA });
  }

  /** Claims the key for this request, or says what to answer instead. `leaseMs` bounds how long a crashed request blocks its key. */
  async claim(companyId: string, key: string, fingerprint: string, leaseMs: number): Promise<ClaimOutcome> {
    const redisKey = `${this.prefix}idem:{${companyId}}:${createHash('sha256').update(key).digest('base64url')}`;
    const marker = JSON.stringify({ state: PENDING, fingerprint, owner: randomUUID() });
    const held = (await this.call('bizapiIdempotencyBegin', redisKey, marker, leaseMs)) as string | null;
    if (!held) return { kind: 'claimed', claim: { redisKey, marker, fingerprint } };
    const record = JSON.parse(held) as { state: string; fingerprint: string; status?: number; body?: string };
    if (record.fingerprint !== fingerprint) throw new ApiError(ErrorCode.IDEMPOTENCY_KEY_REUSED);
    if (record.state !== DONE) throw new ApiError(ErrorCode.IDEMPOTENCY_KEY_IN_USE);
    return { kind: 'replay', answer: { status: record.status as number, body: record.body as string } };
  }

  /** Keeps the answer for replay. */
  async complete(claim: IdempotencyClaim, answer: StoredAnswer): Promise<void> {
    const record = JSON.stringify({ state: DONE, fingerprint: claim.fingerprint, status: answer.status, body: answer.body });
    await this.call('bizapiIdempotencyFinish', claim.redisKey, claim.marker, record, IDEMPOTENCY_TTL_SECONDS);
  }

  /** Frees the key: the request changed nothing, so a retry may run it again. */
  async release(claim: IdempotencyClaim): Promise<void> {
    await this.call('bizapiIdempotencyFinish', claim.redisKey, claim.marker, '', 0);
  }

  private call(command: string, ...args: unknown[]): Promise<unknown> {
    const commands = this.redis as unknown as Record<string, (...values: unknown[]) => Promise<unknown>>;
    return commands[command].apply(this.redis, args).catch((error: unknown) => {
      throw new ApiError(ErrorCode.SERVICE_UNAVAILABLE, undefined, `idempotency store unavailable: ${String(error)}`);
    });
  }
}
