import { planInstallments } from './installments';

describe('planInstallments', () => {
  it('numbers installments 1..N with their amounts and due dates', () => {
    expect(planInstallments(100, 3, '2026-01-31')).toEqual([
      { installmentNumber: 1, amount: 33.33, dueDate: '2026-01-31' },
      { installmentNumber: 2, amount: 33.33, dueDate: '2026-02-28' },
      { installmentNumber: 3, amount: 33.34, dueDate: '2026-03-31' },
    ]);
  });
});
