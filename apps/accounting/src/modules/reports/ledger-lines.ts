import type { AccountType } from '@bizapi/contracts';

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

/** The answer's shape (the OpenAPI document's `Ledger`): ledger-json.ts writes it as bytes. */
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
