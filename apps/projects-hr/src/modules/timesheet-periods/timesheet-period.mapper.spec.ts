import { hoursOf } from './timesheet-period.mapper';

describe('hoursOf', () => {
  it.each([
    [0, 0],
    [60, 1],
    [90, 1.5],
    [135, 2.25],
    [50, 0.83],
    [1, 0.02],
    [1400, 23.33],
    [3040, 50.67],
    [600_000_001, 10_000_000.02],
  ])('gives %p minutes as %p hours (2 decimals)', (minutes, hours) => {
    expect(hoursOf(minutes)).toBe(hours);
  });
});
