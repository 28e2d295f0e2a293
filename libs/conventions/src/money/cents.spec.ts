import fc from 'fast-check';
import { addMonthsClamped } from '../dates/date-range';
import { centsOf, isWholeCents, lineCents, parseCents, roundToCent, splitAmount, toAmount } from './cents';

const sumCents = (amounts: number[]) => amounts.reduce((sum, amount) => sum + centsOf(amount), 0);

describe('cents', () => {
  it('reads numeric text as exact cents and answers JSON numbers of 2 decimal places', () => {
    expect(['0', '0.00', '12.3', '-0.01', '1234567890123.45', '99999999999999.99'].map(parseCents)).toEqual([0n, 0n, 1230n, -1n, 123456789012345n, 9999999999999999n]);
    expect(parseCents(null)).toBe(0n);
    expect(() => parseCents('1.234')).toThrow();
    expect([toAmount(29n), toAmount(-1n), toAmount(0n), toAmount(-0n), toAmount(123456789012345n)]).toEqual([0.29, -0.01, 0, 0, 1234567890123.45]);
    expect(Object.is(toAmount(-0n), -0)).toBe(false);
    // 0.1 + 0.2 in cents is exact.
    expect(toAmount(parseCents('0.1') + parseCents('0.2'))).toBe(0.3);
  });

  it('reads a line amount as number cents exactly as the general parser does', () => {
    const texts = ['0.00', '0', '12.30', '-0.01', '1.05', '9999999999999.99', '-9999999999999.99', '12.3', '7'];
    expect(texts.map(lineCents)).toEqual(texts.map((text) => Number(parseCents(text))));
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n) + 1n, max: 10n ** 15n - 1n }), (cents) => {
        const sign = cents < 0n ? '-' : '';
        const magnitude = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
        const text = `${sign}${magnitude.slice(0, -2)}.${magnitude.slice(-2)}`;
        expect(lineCents(text)).toBe(Number(cents));
        expect(toAmount(lineCents(text))).toBe(toAmount(cents));
      }),
    );
    expect(Object.is(toAmount(-0), -0)).toBe(false);
  });

  it('turns JSON amounts into cents and back, rounding to the cent', () => {
    expect([0.1 + 0.2, 12.3, 1.005, 9_999_999_999_999.99].map(centsOf)).toEqual([30, 1230, 100, 999_999_999_999_999]);
    expect([roundToCent(0.1 + 0.2), roundToCent(1.234), roundToCent(1.236), roundToCent(10)]).toEqual([0.3, 1.23, 1.24, 10]);
    expect([isWholeCents(0.1 + 0.2), isWholeCents(12.34), isWholeCents(12.345)]).toEqual([true, true, false]);
  });
});

describe('splitAmount', () => {
  it.each([
    [100, 3, [33.33, 33.33, 33.34]],
    [1000, 1, [1000]],
    [0.05, 2, [0.02, 0.03]],
    [10, 4, [2.5, 2.5, 2.5, 2.5]],
    [1, 7, [0.14, 0.14, 0.14, 0.14, 0.14, 0.14, 0.16]],
  ])('splits %d in %d as %j', (total, count, amounts) => {
    expect(splitAmount(total, count)).toEqual(amounts);
  });

  it('adds up to the original exactly, to the cent, for awkward totals and counts', () => {
    for (const total of [0.01 * 120, 1234.56, 9_999_999_999_999.99, 0.1 + 0.2, 33.33, 100_000.01]) {
      for (const count of [1, 2, 3, 7, 11, 12, 119, 120]) {
        const amounts = splitAmount(total, count);
        expect(amounts).toHaveLength(count);
        expect(sumCents(amounts)).toBe(Math.round(total * 100));
        for (const amount of amounts.slice(0, -1)) expect(amount).toBe(amounts[0]);
        expect(amounts[count - 1]).toBeGreaterThanOrEqual(amounts[0]);
        for (const amount of amounts) expect(Number(amount.toFixed(2))).toBe(amount);
      }
    }
  });

  it('refuses a count that is not a positive integer', () => {
    expect(() => splitAmount(10, 0)).toThrow(RangeError);
    expect(() => splitAmount(10, 1.5)).toThrow(RangeError);
  });
});

describe('addMonthsClamped', () => {
  it('clamps to the last day of shorter months, always from the original day', () => {
    expect([0, 1, 2, 3, 4].map((index) => addMonthsClamped('2026-01-31', index))).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
  });

  it('knows leap years', () => {
    expect(addMonthsClamped('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsClamped('2027-12-30', 2)).toBe('2028-02-29');
    expect(addMonthsClamped('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonthsClamped('2028-02-29', 1)).toBe('2028-03-29');
  });

  it('crosses years', () => {
    expect(addMonthsClamped('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonthsClamped('2026-12-31', 119)).toBe('2036-11-30');
  });

  it('refuses a malformed date', () => {
    expect(() => addMonthsClamped('2026-1-1', 1)).toThrow(RangeError);
  });
});

