import { AttemptResponse } from '../network/delivery-http-client';

export type AttemptOutcome =
  | { kind: 'delivered' }
  /** 410 Gone: the receiver says the endpoint is no more. */
  | { kind: 'gone' }
  | { kind: 'retry'; delayMs: number }
  /** The last attempt failed. */
  | { kind: 'failed' };

/**
 * The spec's delivery rules: only a 200 acknowledges; five attempts, the 1st
 * at once and the others 30 s, 2 min, 10 min and 1 h after the previous one
 * (WEBHOOK_RETRY_DELAYS_MS); then the delivery has failed. A 429 with
 * Retry-After waits at least that long before the next attempt, capped at
 * the longest delay of the schedule, and still counts as an attempt.
 */
export class RetryPolicy {
  private readonly longestDelayMs: number;

  constructor(private readonly delays: readonly number[]) {
    if (!delays.length) throw new Error('a retry schedule needs at least one attempt');
    this.longestDelayMs = Math.max(...delays);
  }

  get maxAttempts(): number {
    return this.delays.length;
  }

  /** Delay before the first attempt. */
  get initialDelayMs(): number {
    return this.delays[0];
  }

  outcome(attemptNumber: number, response: AttemptResponse): AttemptOutcome {
    if (response.statusCode === 200) return { kind: 'delivered' };
    if (response.statusCode === 410) return { kind: 'gone' };
    if (attemptNumber >= this.maxAttempts) return { kind: 'failed' };
    const scheduled = this.delays[attemptNumber];
    const requested = response.statusCode === 429 && response.retryAfterMs !== undefined ? Math.min(response.retryAfterMs, this.longestDelayMs) : 0;
    return { kind: 'retry', delayMs: Math.max(scheduled, requested) };
  }
}
