import { monthlyDueDate, planInstallments, splitAmount } from './installments';

const sumCents = (amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);

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

describe('monthlyDueDate', () => {
  it('clamps to the last day of shorter months, always from the original day', () => {
    expect([0, 1, 2, 3, 4].map((index) => monthlyDueDate('2026-01-31', index))).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']);
  });

  it('knows leap years', () => {
    expect(monthlyDueDate('2028-01-31', 1)).toBe('2028-02-29');
    expect(monthlyDueDate('2027-12-30', 2)).toBe('2028-02-29');
    expect(monthlyDueDate('2028-02-29', 12)).toBe('2029-02-28');
    expect(monthlyDueDate('2028-02-29', 1)).toBe('2028-03-29');
  });

  it('crosses years', () => {
    expect(monthlyDueDate('2026-11-15', 2)).toBe('2027-01-15');
    expect(monthlyDueDate('2026-12-31', 119)).toBe('2036-11-30');
  });

  it('refuses a malformed date', () => {
    expect(() => monthlyDueDate('2026-1-1', 1)).toThrow(RangeError);
  });
});

describe('planInstallments', () => {
  it('numbers installments 1..N with their amounts and due dates', () => {
    expect(planInstallments(100, 3, '2026-01-31')).toEqual([
      { installmentNumber: 1, amount: 33.33, dueDate: '2026-01-31' },
      { installmentNumber: 2, amount: 33.33, dueDate: '2026-02-28' },
      { installmentNumber: 3, amount: 33.34, dueDate: '2026-03-31' },
    ]);
  });
});
