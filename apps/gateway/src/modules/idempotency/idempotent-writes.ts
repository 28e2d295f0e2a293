import { ApiError, ErrorCode, RouteDefinition, RpcRequest, hasScope, scopeFor } from '@bizapi/contracts';
import { NatsRpcClient, RUNTIME_ENV, RuntimeEnv } from '@bizapi/runtime';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { IdempotencyClaim, IdempotencyStore, KeptAnswer, WriteResult } from './idempotency-store';
import { isValidIdempotencyKey, requestFingerprint } from './request-fingerprint';

/**
 * How much longer than a client's answer the gateway waits for the service's
 * reply to a keyed write: a write that answers late (the client got 504)
 * is still recorded, so the client's retry replays it instead of writing
 * twice.
 */
const LATE_REPLY_FACTOR = 6;

export type WriteAnswer = WriteResult & { replayed: boolean };

/** POST and PUT with an `Idempotency-Key`: run once, answer every retry the same (see IdempotencyStore). */
@Injectable()
export class IdempotentWrites {
  private readonly logger = new Logger('IdempotentWrites');
  private readonly answerWithinMs: number;

  constructor(
    private readonly store: IdempotencyStore,
    private readonly rpc: NatsRpcClient,
    @Inject(RUNTIME_ENV) env: RuntimeEnv,
  ) {
    this.answerWithinMs = env.RPC_TIMEOUT_MS;
  }

  /** `scopes`: the API key's, for a replay that reads the written record again. */
  async run(key: string, route: RouteDefinition, path: string, message: RpcRequest, scopes: readonly string[]): Promise<WriteAnswer> {
    if (!isValidIdempotencyKey(key)) {
      throw ApiError.validation('Idempotency-Key', 'Idempotency-Key must be 1 to 255 printable ASCII characters');
    }
    const fingerprint = requestFingerprint(route.method, path, message.body);
    const waitMs = this.answerWithinMs * LATE_REPLY_FACTOR;
    // The lease outlives the longest wait, so a key is never run twice at once; a crashed gateway frees it then.
    const outcome = await this.store.claim(message.ctx, key, fingerprint, waitMs + 5_000, route);
    if (outcome.kind === 'replay') return { ...(await this.replay(route, message, scopes, outcome.answer)), replayed: true };

    const reply = this.rpc.requestJson(route.subject, message, waitMs);
    const recorded = reply.then(
      (body) => this.settle(outcome.claim, route, { status: route.successStatus, body }),
      (error: unknown) => this.settle(outcome.claim, route, error),
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ApiError(ErrorCode.GATEWAY_TIMEOUT, undefined, `no reply on ${route.subject} in time`)), this.answerWithinMs);
    });
    try {
      const body = await Promise.race([reply, late]);
      await recorded;
      return { status: route.successStatus, body, replayed: false };
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The first answer again: as kept, or, when only its record's id was kept
   * (too large, or past the company's budget), that record as it is now,
   * read through the route's get (a record gone since answers as the get does),
   * which the key must be allowed to read: it may show others' changes.
   */
  private async replay(route: RouteDefinition, message: RpcRequest, scopes: readonly string[], answer: KeptAnswer): Promise<WriteResult> {
    if ('body' in answer) return answer;
    const readBack = route.readBack;
    if (!readBack) throw new ApiError(ErrorCode.INTERNAL_ERROR, undefined, `no read-back for ${route.subject}`);
    if (!hasScope(scopes, scopeFor(route.collection, 'read'))) throw new ApiError(ErrorCode.INSUFFICIENT_PERMISSIONS);
    const params = { ...message.params, [readBack.idParam]: answer.readBackId };
    const body = await this.rpc.requestJson(readBack.subject, { ctx: message.ctx, params, query: {}, body: undefined });
    return { status: answer.status, body };
  }

  /** Keeps a success for replay; frees the key after a refusal (nothing was written); keeps it held when the outcome is unknown. */
  private async settle(claim: IdempotencyClaim, route: RouteDefinition, outcome: WriteResult | unknown): Promise<void> {
    try {
      if (!(outcome instanceof Error)) return await this.store.complete(claim, route, outcome as WriteResult);
      // No reply even late: the write may have happened. The key stays held until its lease ends.
      if (outcome instanceof ApiError && outcome.code === ErrorCode.GATEWAY_TIMEOUT) return;
      await this.store.release(claim);
    } catch (error) {
      this.logger.warn({ err: error }, 'could not record the outcome of an idempotent write');
    }
  }
}
