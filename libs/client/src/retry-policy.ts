/** How the client retries a request the API answered 429 or 503 (or could not answer: a network error). */
export interface RetryOptions {
  /** Retries after the first attempt (default 3). */
  maxRetries?: number;
  /** The longest wait before one retry, Retry-After included (default 60 s: the rate window). */
  maxDelayMs?: number;
  /** The first wait when the answer names none; doubled per retry (default 500 ms). */
  baseDelayMs?: number;
}

export const DEFAULT_RETRY: Required<RetryOptions> = { maxRetries: 3, maxDelayMs: 60_000, baseDelayMs: 500 };

/** Statuses worth a retry unchanged: the rate limit, a service briefly away, a reply that came too late (a keyed write is replayed). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 503, 504]);

/**
 * `Retry-After` in milliseconds: delta-seconds or an HTTP date (RFC 9110
 * 10.2.3); undefined when absent or unreadable.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The wait before retry number `retry` (1 for the first): what the server
 * asked for, else exponential backoff with equal jitter. Undefined when the
 * server asks for more than `maxDelayMs`: retrying sooner than asked would
 * only be refused again, so the answer goes to the caller instead.
 */
export function retryDelayMs(
  retry: number,
  retryAfter: string | null,
  options: Required<RetryOptions>,
  random: () => number = Math.random,
): number | undefined {
  const asked = retryAfterMs(retryAfter);
  if (asked !== undefined) return asked <= options.maxDelayMs ? asked : undefined;
  const ceiling = Math.min(options.baseDelayMs * 2 ** (retry - 1), options.maxDelayMs);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
