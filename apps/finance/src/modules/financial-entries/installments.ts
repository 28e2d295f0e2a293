/**
 * Installments of a financial entry (docs/design/architecture-contract.md "Installments"): pure
 * arithmetic, no I/O. The amounts split to the cent (the last carries the
 * remainder); due dates a month apart, from the first date's day.
 */
import { addMonthsClamped, splitAmount } from '@bizapi/conventions';

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
    dueDate: addMonthsClamped(firstDueDate, index),
  }));
}
