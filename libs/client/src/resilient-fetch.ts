import { DEFAULT_RETRY, RETRYABLE_STATUSES, RetryOptions, retryDelayMs } from './retry-policy.js';
import type { TokenSession } from './token-session.js';

/** What a retry was for, told to `onRetry` (logs, metrics, tests). */
export interface RetryEvent {
  method: string;
  url: string;
  /** 1 for the first retry. */
  retry: number;
  /** The answer that caused it; undefined after a network error. */
  status?: number;
  delayMs: number;
  idempotencyKey?: string;
}

export interface ResilientFetchOptions {
  session: TokenSession;
  fetch: (request: Request) => Promise<Response>;
  retry?: RetryOptions;
  sleep?: (ms: number) => Promise<void>;
  newIdempotencyKey?: () => string;
  onRetry?: (event: RetryEvent) => void;
}

/** Writes that may be retried only because the API replays a keyed write instead of repeating it. */
const KEYED_METHODS = new Set(['POST', 'PUT']);

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The client's transport under openapi-fetch: every request gets a good
 * token and the company token; a POST or PUT gets one Idempotency-Key, kept
 * across all its retries (so a retried write is replayed, never repeated); a
 * 401 TOKEN_EXPIRED renews the token and repeats once; 429, 503, 504, a 409
 * IDEMPOTENCY_KEY_IN_USE and a network error are retried after the server's
 * Retry-After (or a backoff), at most `maxRetries` times.
 */
export function resilientFetch(options: ResilientFetchOptions): (request: Request) => Promise<Response> {
  const policy = { ...DEFAULT_RETRY, ...options.retry };
  const sleep = options.sleep ?? pause;
  const newKey = options.newIdempotencyKey ?? (() => globalThis.crypto.randomUUID());

  return async (request: Request): Promise<Response> => {
    const headers = new Headers(request.headers);
    if (KEYED_METHODS.has(request.method) && !headers.has('idempotency-key')) headers.set('idempotency-key', newKey());
    // The template every attempt is cloned from: a body can be read once per Request.
    const template = new Request(request, { headers });
    const idempotencyKey = headers.get('idempotency-key') ?? undefined;
    let renewed = false;
    for (let retry = 1; ; retry++) {
      const attempt = template.clone();
      for (const [name, value] of Object.entries(await options.session.headers())) attempt.headers.set(name, value);
      let response: Response;
      try {
        response = await options.fetch(attempt);
      } catch (error) {
        const delayMs = retry <= policy.maxRetries ? retryDelayMs(retry, null, policy) : undefined;
        if (delayMs === undefined) throw error;
        options.onRetry?.({ method: request.method, url: request.url, retry, delayMs, idempotencyKey });
        await sleep(delayMs);
        continue;
      }
      const reason = await retryReason(response);
      if (reason === 'token-expired' && !renewed) {
        // Not counted as a retry: the server's clock said the token ran out before ours did.
        renewed = true;
        retry--;
        await response.body?.cancel();
        await options.session.renew();
        continue;
      }
      const delayMs =
        reason === 'transient' && retry <= policy.maxRetries ? retryDelayMs(retry, response.headers.get('retry-after'), policy) : undefined;
      if (delayMs === undefined) return response;
      options.onRetry?.({ method: request.method, url: request.url, retry, status: response.status, delayMs, idempotencyKey });
      await response.body?.cancel();
      await sleep(delayMs);
    }
  };
}

async function retryReason(response: Response): Promise<'transient' | 'token-expired' | undefined> {
  if (RETRYABLE_STATUSES.has(response.status)) return 'transient';
  if (response.status !== 401 && response.status !== 409) return undefined;
  const message = await errorMessage(response);
  if (response.status === 401 && message === 'TOKEN_EXPIRED') return 'token-expired';
  // The first request with this key still runs: wait, then its stored answer is replayed.
  if (response.status === 409 && message === 'IDEMPOTENCY_KEY_IN_USE') return 'transient';
  return undefined;
}

/** The error body's `message` constant, read from a copy so the caller still gets the body. */
async function errorMessage(response: Response): Promise<string | undefined> {
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { message?: unknown } | undefined;
  return typeof body?.message === 'string' ? body.message : undefined;
}
