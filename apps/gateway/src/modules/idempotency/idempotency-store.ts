import { ApiError, ErrorCode, RequestContext, RouteDefinition } from '@bizapi/contracts';
import { REDIS_CONNECTION, RUNTIME_ENV, SecretBox } from '@bizapi/runtime';
import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { createHash, randomUUID } from 'node:crypto';
import { GatewayEnv } from '../../config/gateway-env';
import { BEGIN_LUA, FINISH_LUA, RELEASE_LUA } from './idempotency.lua';
import { MAX_WHOLE_ANSWER_BYTES, RecordHeader, answerId, decodeRecord, encodeRecord } from './kept-record';

/** How long a first answer is kept and replayed (Stripe's 24 hours). */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;

/** The HKDF label of the key that seals kept answers holding a secret (derived from JWT_SECRET). */
const SEALING_LABEL = 'bizapi gateway idempotency answers v1';

const HOUR_MS = 3_600_000;
/** The hourly byte counts a budget check sums: this hour and the 24 before it (a record lives 24 h). */
const COUNTED_HOURS = 25;

/** A write's answer: its status and JSON body as sent. */
export interface WriteResult {
  status: number;
  body: string;
}

/** What a retry is answered with: the kept body, or the id of the written record to read again through the route's get. */
export type KeptAnswer = WriteResult | { status: number; readBackId: string };

/** A request that holds its key until it ends; `complete` or `release` it. */
export interface IdempotencyClaim {
  readonly companyId: string;
  readonly redisKey: string;
  readonly marker: string;
  readonly fingerprint: string;
}

export type ClaimOutcome = { kind: 'claimed'; claim: IdempotencyClaim } | { kind: 'replay'; answer: KeptAnswer };

type ScriptName = 'bizapiIdempotencyBegin' | 'bizapiIdempotencyFinish' | 'bizapiIdempotencyRelease';

/**
 * Idempotency keys of POST and PUT (Stripe's semantics): the first request
 * with a key runs and its answer is kept 24 hours per company, API key and
 * key; a retry with the same key and the same request gets that answer
 * again; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED;
 * while the first still runs, a retry is 409 IDEMPOTENCY_KEY_IN_USE.
 *
 * What is kept is bounded: a body over MAX_WHOLE_ANSWER_BYTES, or past the
 * company's IDEMPOTENCY_BUDGET_BYTES of whole answers in 24 hours, is kept
 * compact (status and the written record's id; a retry reads the record as
 * it is now), and an answer that holds a secret is kept sealed (AES-256-GCM).
 * Records live in Redis, shared by every gateway replica; the client's key
 * is hashed, so its length and characters never reach a Redis key name.
 */
@Injectable()
export class IdempotencyStore {
  private readonly prefix: string;
  private readonly budgetBytes: number;
  private readonly sealing: SecretBox;

  constructor(
    @Inject(REDIS_CONNECTION) private readonly redis: Redis,
    @Inject(RUNTIME_ENV) env: GatewayEnv,
  ) {
    this.prefix = env.BIZAPI_NAMESPACE ? `${env.BIZAPI_NAMESPACE}:` : '';
    this.budgetBytes = env.IDEMPOTENCY_BUDGET_BYTES;
    if (!env.JWT_SECRET) throw new Error('JWT_SECRET is required: the idempotency store derives its sealing key from it');
    this.sealing = SecretBox.derived(env.JWT_SECRET, SEALING_LABEL);
    redis.defineCommand('bizapiIdempotencyBegin', { numberOfKeys: 1, lua: BEGIN_LUA });
    redis.defineCommand('bizapiIdempotencyFinish', { numberOfKeys: 1 + COUNTED_HOURS, lua: FINISH_LUA });
    redis.defineCommand('bizapiIdempotencyRelease', { numberOfKeys: 1, lua: RELEASE_LUA });
  }

  /** Claims the key for this request, or says what to answer instead. `leaseMs` bounds how long a crashed request blocks its key. */
  async claim(ctx: RequestContext, key: string, fingerprint: string, leaseMs: number, route: RouteDefinition): Promise<ClaimOutcome> {
    const redisKey = `${this.prefix}idem:{${ctx.companyId}}:${ctx.apiKeyId}:${createHash('sha256').update(key).digest('base64url')}`;
    const marker = encodeRecord({ state: 'pending', fingerprint, owner: randomUUID() });
    // Twice at most: the second try follows the release of a record that could give no answer.
    for (let attempt = 0; attempt < 2; attempt++) {
      const held = (await this.call('bizapiIdempotencyBegin', redisKey, marker, leaseMs)) as string | null;
      if (!held) return { kind: 'claimed', claim: { companyId: ctx.companyId, redisKey, marker, fingerprint } };
      const { header, body } = decodeRecord(held);
      if (header.fingerprint !== fingerprint) throw new ApiError(ErrorCode.IDEMPOTENCY_KEY_REUSED);
      if (header.state !== 'done') throw new ApiError(ErrorCode.IDEMPOTENCY_KEY_IN_USE);
      const answer = this.keptAnswer(header, body, route);
      if (answer) return { kind: 'replay', answer };
      // A sealed answer that no longer opens (JWT_SECRET changed) and cannot be read again is forgotten: the request runs anew.
      await this.call('bizapiIdempotencyRelease', redisKey, held);
    }
    throw new ApiError(ErrorCode.IDEMPOTENCY_KEY_IN_USE);
  }

  /** Keeps the answer for replay: whole (sealed if it holds a secret) while it fits the limits, compact otherwise. */
  async complete(claim: IdempotencyClaim, route: RouteDefinition, answer: WriteResult): Promise<void> {
    const id = route.readBack ? answerId(answer.body) : undefined;
    const header: RecordHeader = { state: 'done', fingerprint: claim.fingerprint, status: answer.status, ...(id ? { id } : {}) };
    // An answer that cannot be read again (no get for it: small answers of a fixed shape) is always kept whole.
    const wholeAllowed = !id || Buffer.byteLength(answer.body) <= MAX_WHOLE_ANSWER_BYTES;
    const whole = !wholeAllowed
      ? ''
      : route.answerCarriesSecret
        ? encodeRecord({ ...header, form: 'sealed' }, this.sealing.seal(answer.body))
        : encodeRecord({ ...header, form: 'whole' }, answer.body);
    const compact = encodeRecord({ ...header, form: 'compact' });
    // Beside the records, under the gateway's Redis key family `idem:` (its ACL user may touch nothing else).
    const hour = Math.floor(Date.now() / HOUR_MS);
    const counts = Array.from({ length: COUNTED_HOURS }, (_, back) => `${this.prefix}idem:{${claim.companyId}}:bytes:${hour - back}`);
    const countExpiresAt = ((hour + COUNTED_HOURS) * HOUR_MS) / 1000;
    await this.call(
      'bizapiIdempotencyFinish',
      claim.redisKey,
      ...counts,
      claim.marker,
      whole,
      compact,
      IDEMPOTENCY_TTL_SECONDS,
      Buffer.byteLength(whole) + claim.redisKey.length,
      id ? this.budgetBytes : -1,
      countExpiresAt,
    );
  }

  /** Frees the key: the request changed nothing, so a retry may run it again. */
  async release(claim: IdempotencyClaim): Promise<void> {
    await this.call('bizapiIdempotencyRelease', claim.redisKey, claim.marker);
  }

  /** What a finished record answers with; undefined when it can give nothing (a seal that no longer opens, nothing to read back). */
  private keptAnswer(header: RecordHeader, body: string, route: RouteDefinition): KeptAnswer | undefined {
    const status = header.status as number;
    const readBack = header.id && route.readBack ? { status, readBackId: header.id } : undefined;
    if (header.form === 'compact') return readBack;
    if (header.form !== 'sealed') return { status, body };
    try {
      return { status, body: this.sealing.open(body) };
    } catch {
      return readBack;
    }
  }

  private call(command: ScriptName, ...args: unknown[]): Promise<unknown> {
    const commands = this.redis as unknown as Record<ScriptName, (...values: unknown[]) => Promise<unknown>>;
    return commands[command].apply(this.redis, args).catch((error: unknown) => {
      throw new ApiError(ErrorCode.SERVICE_UNAVAILABLE, undefined, `idempotency store unavailable: ${String(error)}`);
    });
  }
}
