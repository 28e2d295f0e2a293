import { DEFAULT_RETRY, retryAfterMs, retryDelayMs } from './retry-policy.js';

describe('retry policy', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(retryAfterMs('7', now)).toBe(7000);
    expect(retryAfterMs('Tue, 10 Mar 2026 12:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Tue, 10 Mar 2026 11:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });

  it('waits what the server asked for, up to the bound, and refuses to retry early beyond it', () => {
    expect(retryDelayMs(1, '2', DEFAULT_RETRY)).toBe(2000);
    expect(retryDelayMs(1, '60', DEFAULT_RETRY)).toBe(60_000);
    expect(retryDelayMs(1, '61', DEFAULT_RETRY)).toBeUndefined();
  });

  it('backs off exponentially with jitter when the server names no wait', () => {
    expect([1, 2, 3].map((retry) => retryDelayMs(retry, null, DEFAULT_RETRY, () => 1))).toEqual([500, 1000, 2000]);
    expect([1, 2, 3].map((retry) => retryDelayMs(retry, null, DEFAULT_RETRY, () => 0))).toEqual([250, 500, 1000]);
    expect(retryDelayMs(20, null, DEFAULT_RETRY, () => 1)).toBe(DEFAULT_RETRY.maxDelayMs);
  });
});
