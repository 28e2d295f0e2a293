import { formatApiDateTime, parseApiDate } from './api-date';

describe('parseApiDate', () => {
  it.each([
    ['2026-03-15', '2026-03-15T00:00:00.000Z'],
    ['2026-03-15T10:20:30Z', '2026-03-15T10:20:30.000Z'],
    ['2026-03-15T10:20:30.5Z', '2026-03-15T10:20:30.500Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
  ])('accepts %s as %s', (input, expected) => {
    expect(parseApiDate(input)?.toISOString()).toBe(expected);
  });

  it('returns a date-only input at 23:59:59.000Z for end-of-day fields', () => {
    expect(parseApiDate('2026-12-31', { endOfDay: true })?.toISOString()).toBe('2026-12-31T23:59:59.000Z');
  });

  it('keeps the time of a date-time input for end-of-day fields', () => {
    expect(parseApiDate('2026-12-31T08:00:00Z', { endOfDay: true })?.toISOString()).toBe('2026-12-31T08:00:00.000Z');
  });

  it.each([
    '2026-02-30',
    '2025-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-1-5',
    '15/03/2026',
    '2026-03-15T10:20:30',
    '2026-03-15T10:20:30+03:00',
    '2026-03-15T24:00:00Z',
    '2026-03-15 10:20:30Z',
    '0999-01-01',
    '',
    'tomorrow',
  ])('refuses %j', (input) => {
    expect(parseApiDate(input)).toBeNull();
  });

  it.each([20260315, null, undefined, {}, ['2026-03-15']])('refuses the non-string %j', (input) => {
    expect(parseApiDate(input)).toBeNull();
  });

  it('refuses a date-time where only YYYY-MM-DD is accepted', () => {
    expect(parseApiDate('2026-03-15T00:00:00Z', { dateOnly: true })).toBeNull();
    expect(parseApiDate('2026-03-15', { dateOnly: true })?.toISOString()).toBe('2026-03-15T00:00:00.000Z');
  });
});

describe('formatApiDateTime', () => {
  it('writes UTC with milliseconds', () => {
    expect(formatApiDateTime(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)))).toBe('2026-01-02T03:04:05.006Z');
  });

  it('keeps null', () => {
    expect(formatApiDateTime(null)).toBeNull();
  });
});
