import { RefusalHold } from './refusal-hold';

describe('RefusalHold', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers a refusal after the hold, never longer than the Retry-After it carries', () => {
    const hold = new RefusalHold(1_000, 10);
    const answered: number[] = [];
    hold.answer(30, (ms) => answered.push(ms));
    hold.answer(1, (ms) => answered.push(ms));
    expect(answered).toEqual([]);
    expect(hold.holding).toBe(2);
    jest.advanceTimersByTime(999);
    expect(answered).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(answered).toEqual([1_000, 1_000]);
    expect(hold.holding).toBe(0);

    const shorter = new RefusalHold(5_000, 10);
    shorter.answer(2, (ms) => answered.push(ms));
    jest.advanceTimersByTime(2_000);
    expect(answered.at(-1)).toBe(2_000);
  });

  it('answers at once past the refusals it may hold, and when holding is off', () => {
    const hold = new RefusalHold(1_000, 2);
    const answered: number[] = [];
    for (let i = 0; i < 3; i++) hold.answer(1, (ms) => answered.push(ms));
    expect(answered).toEqual([0]);
    expect(hold.holding).toBe(2);
    jest.advanceTimersByTime(1_000);
    expect(answered).toEqual([0, 1_000, 1_000]);

    const off = new RefusalHold(0, 2);
    off.answer(5, (ms) => answered.push(ms));
    expect(answered.at(-1)).toBe(0);
  });
});
