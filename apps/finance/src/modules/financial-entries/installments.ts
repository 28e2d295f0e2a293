/**
 * Installments of a financial entry (ARCHITECTURE.md "Installments"): pure
 * arithmetic, no I/O.
 */

/**
 * `total` split into `count` amounts to the cent: each is the total divided
 * by the count, rounded down to the cent, and the last carries the remainder,
 * so the amounts add up to the total exactly. Works in integer cents.
 */
export function splitAmount(total: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
  const cents = Math.round(total * 100);
  const share = Math.floor(cents / count);
  const amounts = Array.from({ length: count }, () => share);
  amounts[count - 1] = cents - share * (count - 1);
  return amounts.map((value) => value / 100);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The due date (`YYYY-MM-DD`) of installment `index` (0 for the first):
 * `index` months after `first`, on the first date's day of the month, or the
 * month's last day when it has fewer days. Always computed from the original
 * day, so 31 Jan gives 28/29 Feb, then 31 Mar.
 */
export function monthlyDueDate(first: string, index: number): string {
  const match = DATE_ONLY.exec(first);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${first}`);
  const [year, month, day] = match.slice(1).map(Number);
  const monthIndex = month - 1 + index;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay)));
  return date.toISOString().slice(0, 10);
}

export interface InstallmentPlan {
  installmentNumber: number;
  amount: number;
  dueDate: string;
}

/** The N installments of an entry: numbers 1..N, amounts to the cent, monthly due dates. */
export function planInstallments(total: number, count: number, firstDueDate: string): InstallmentPlan[] {
  return splitAmount(total, count).map((amount, index) => ({
    installmentNumber: index + 1,
    amount,
    dueDate: monthlyDueDate(firstDueDate, index),
  }));
}
