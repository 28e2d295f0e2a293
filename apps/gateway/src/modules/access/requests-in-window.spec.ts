import { requestsInWindow } from './access-gate';

describe('the sliding window read for the usage page', () => {
  const minute = 29_000_000;
  const start = minute * 60_000;

  it('weighs the previous minute by how much of it is still inside the last 60 s', () => {
    expect(requestsInWindow(start, minute, 10, 40)).toBe(50);
    expect(requestsInWindow(start + 15_000, minute, 10, 40)).toBe(40);
    expect(requestsInWindow(start + 59_999, minute, 10, 40)).toBe(10);
  });

  it('moves a stored minute that has just ended into the previous one, and forgets older ones', () => {
    expect(requestsInWindow(start + 30_000, minute - 1, 20, 99)).toBe(10);
    expect(requestsInWindow(start, minute - 2, 20, 99)).toBe(0);
  });
});
