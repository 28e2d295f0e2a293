import { RetryPolicy } from './retry-policy';

const SPEC_SCHEDULE = [0, 30_000, 120_000, 600_000, 3_600_000];

describe('RetryPolicy (the spec schedule)', () => {
  const sut = new RetryPolicy(SPEC_SCHEDULE);

  it('makes five attempts, the first at once', () => {
    expect(sut.maxAttempts).toBe(5);
    expect(sut.initialDelayMs).toBe(0);
  });

  it('waits 30 s, 2 min, 10 min and 1 h before attempts 2 to 5 (cumulative 0 s, 30 s, 2m30s, 12m30s, 1h12m30s)', () => {
    const delays = [1, 2, 3, 4].map((attempt) => sut.outcome(attempt, { statusCode: 500, durationMs: 1 }));
    expect(delays).toEqual([30_000, 120_000, 600_000, 3_600_000].map((delayMs) => ({ kind: 'retry', delayMs })));
    const cumulative = [0, 30_000, 120_000, 600_000, 3_600_000].reduce<number[]>((sums, d) => [...sums, (sums.at(-1) ?? 0) + d], []);
    expect(cumulative).toEqual([0, 30_000, 150_000, 750_000, 4_350_000]);
  });

  it('fails the delivery after the fifth attempt', () => {
    expect(sut.outcome(5, { statusCode: 500, durationMs: 1 })).toEqual({ kind: 'failed' });
    expect(sut.outcome(5, { error: 'ECONNREFUSED', durationMs: 1 })).toEqual({ kind: 'failed' });
  });

  it.each([
    [201, 'retry'],
    [204, 'retry'],
    [301, 'retry'],
    [400, 'retry'],
    [500, 'retry'],
    [undefined, 'retry'],
  ])('does not take %s as an acknowledgement (only 200 is)', (statusCode, kind) => {
    expect(sut.outcome(1, { statusCode, durationMs: 1 }).kind).toBe(kind);
    expect(sut.outcome(1, { statusCode: 200, durationMs: 1 }).kind).toBe('delivered');
  });

  it('stops at once on 410 Gone', () => {
    expect(sut.outcome(1, { statusCode: 410, durationMs: 1 })).toEqual({ kind: 'gone' });
  });

  it('honours a longer Retry-After on 429, capped at the longest delay', () => {
    expect(sut.outcome(1, { statusCode: 429, retryAfterMs: 90_000, durationMs: 1 })).toEqual({ kind: 'retry', delayMs: 90_000 });
    expect(sut.outcome(1, { statusCode: 429, retryAfterMs: 5_000, durationMs: 1 })).toEqual({ kind: 'retry', delayMs: 30_000 });
    expect(sut.outcome(1, { statusCode: 429, retryAfterMs: 86_400_000, durationMs: 1 })).toEqual({ kind: 'retry', delayMs: 3_600_000 });
    expect(sut.outcome(5, { statusCode: 429, retryAfterMs: 1_000, durationMs: 1 })).toEqual({ kind: 'failed' });
  });
});
