import { FailureStreak, UNHEALTHY_AFTER_MS } from './readiness-checks';

describe('FailureStreak', () => {
  it('reads healthy through failures shorter than the limit, and after a success', () => {
    const streak = new FailureStreak('publishing');
    streak.failed(1_000);
    expect(streak.problem(1_000 + UNHEALTHY_AFTER_MS - 1)).toBeUndefined();
    streak.succeeded();
    expect(streak.problem(1_000 + UNHEALTHY_AFTER_MS * 2)).toBeUndefined();
  });

  it('names a run of failures as long as the limit, counted from its first failure', () => {
    const streak = new FailureStreak('publishing');
    streak.failed(1_000);
    streak.failed(20_000);
    expect(streak.problem(1_000 + UNHEALTHY_AFTER_MS)).toBe(`publishing has failed for ${UNHEALTHY_AFTER_MS / 1000} s`);
  });

  it('names a worker that stopped while it should run', () => {
    const streak = new FailureStreak('taking events');
    streak.ended();
    expect(streak.problem()).toBe('taking events stopped');
  });
});
