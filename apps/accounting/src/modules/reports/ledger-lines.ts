import type { AccountType } from '@bizapi/contracts';
import { lineCents, toAmount } from '@bizapi/conventions';
import { apiDate } from './report-queries.dto';

/**
 * One POSTED line as the ledger reads it, a row in pg's array mode (no
 * object per row from pg): its day (`YYYY-MM-DD`), description, type,
 * amount (numeric(15,2) text) and, for a statement, the settlement it came
 * from.
 */
export type LedgerLineRow = [day: string, description: string, type: 'DEBIT' | 'CREDIT', amount: string, financialEntryId?: string | null];

export interface LedgerHead {
  account: { id: string; code: string; name: string; accountType: AccountType };
  /** The balance before the period, in cents, on the account type's normal side. */
  previousCents: number;
  /** 1 when debits increase the account (ASSET, EXPENSE), −1 otherwise. */
  side: 1 | -1;
}

export interface LedgerEntry {
  date: string;
  // The line's, else its entry's: both NOT NULL.
  description: string;
  debit: number;
  credit: number;
  runningBalance: number;
  financialEntryId?: string | null;
}

export interface Ledger {
  account: LedgerHead['account'];
  previousBalance: number;
  entries: LedgerEntry[];
  finalBalance: number;
}

/**
 * The ledger's answer from its rows, in one pass: each line's amount as
 * number cents (lineCents), the running balance on the account type's
 * normal side, money in reais. The entries are small objects of one shape,
 * left to the reply serializer's single JSON.stringify: V8 writes those
 * faster than the same text assembled from template strings (2026-11-27,
 * 5,000 lines: ~4 ms against ~7 ms of CPU, docs/benchmarks-history.md).
 */
export function ledgerOf({ account, previousCents, side }: LedgerHead, lines: LedgerLineRow[], financialEntries: boolean): Ledger {
  let running = previousCents;
  const entries = new Array<LedgerEntry>(lines.length);
  for (let i = 0; i < lines.length; i++) {
    const [day, description, type, amount, financialEntryId] = lines[i];
    const cents = lineCents(amount);
    const debit = type === 'DEBIT' ? cents : 0;
    const credit = type === 'CREDIT' ? cents : 0;
    running += side * (debit - credit);
    entries[i] = financialEntries
      ? { date: apiDate(day), description, debit: toAmount(debit), credit: toAmount(credit), runningBalance: toAmount(running), financialEntryId: financialEntryId ?? null }
      : { date: apiDate(day), description, debit: toAmount(debit), credit: toAmount(credit), runningBalance: toAmount(running) };
  }
  return { account, previousBalance: toAmount(previousCents), entries, finalBalance: toAmount(running) };
}
