/// <reference types="jest" />
/* eslint-disable @typescript-eslint/no-explicit-any -- report bodies are arbitrary JSON */
import { BookAccount, SqlQuery, linesByAccount } from './test-books';

/**
 * What every report must satisfy on any balanced books, checked through the
 * gateway against the lines themselves (summed by SQL, not from the daily
 * balances the reports read). Used on the seeded companies and by the
 * property test over random entries.
 */
export type Query = Record<string, string>;

/** The harness's HttpClient, by shape (this file does not import the harness). */
export interface Response {
  status: number;
  body: any;
}
export interface Api {
  get(path: string): Promise<Response>;
}

/** A company whose reports are checked: its signed-in client, the database, its chart. */
export interface Books {
  api: Api;
  sql: SqlQuery;
  companyId: string;
  chart: BookAccount[];
}

export const cents = (amount: number): bigint => BigInt(Math.round(amount * 100));
const DEBIT_NORMAL = new Set(['ASSET', 'EXPENSE']);
export const sideOf = (type: string): bigint => (DEBIT_NORMAL.has(type) ? 1n : -1n);

export function withQuery(path: string, query: Query): string {
  return `${path}?${new URLSearchParams(query)}`;
}

/** One report, failing unless it answers 200. */
export async function report<T = any>(api: Api, name: string, query: Query): Promise<T> {
  const response = await api.get(withQuery(`/accounting-reports/${name}`, query));
  expect({ status: response.status, body: response.status === 200 ? undefined : response.body }).toEqual({ status: 200, body: undefined });
  return response.body as T;
}

export function expectApiError(response: Response, status: number, message: string, field?: string): void {
  expect({ status: response.status, body: response.body }).toMatchObject({
    status,
    body: {
      statusCode: status,
      message,
      friendlyMessage: expect.any(String),
      ...(field ? { errors: expect.arrayContaining([expect.objectContaining({ field })]) } : {}),
    },
  });
}

/** `YYYY-MM-DD` `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The accounts under each account (all levels), by parentId. */
export function descendantsOf(chart: BookAccount[]): Map<string, string[]> {
  const children = new Map<string, string[]>();
  for (const account of chart) if (account.parentId) children.set(account.parentId, [...(children.get(account.parentId) ?? []), account.id]);
  const all = new Map<string, string[]>();
  const walk = (id: string): string[] => {
    const known = all.get(id);
    if (known) return known;
    const below = (children.get(id) ?? []).flatMap((child) => [child, ...walk(child)]);
    all.set(id, below);
    return below;
  };
  for (const account of chart) walk(account.id);
  return all;
}

export interface TrialBalanceRow {
  accountId: string;
  accountCode: string;
  accountName: string;
  accountType: string;
  previousBalance: number;
  totalDebit: number;
  totalCredit: number;
  finalBalance: number;
}

/**
 * The trial balance of `period` against the lines: each account's figures
 * (its own lines and its descendants'), Σ debit = Σ credit over analytical
 * rows, every synthetic row the sum of its children's, every active account
 * listed in code order. Returns the rows by account id.
 */
export async function checkTrialBalance({ api, sql, companyId, chart }: Books, startDate: string, endDate: string): Promise<Map<string, TrialBalanceRow>> {
  const [body, before, within] = await Promise.all([
    report<{ data: TrialBalanceRow[] }>(api, 'trial-balance', { startDate, endDate }),
    linesByAccount(sql, companyId, null, addDays(startDate, -1)),
    linesByAccount(sql, companyId, startDate, endDate),
  ]);
  const rows = new Map(body.data.map((row) => [row.accountId, row]));
  const below = descendantsOf(chart);
  const sum = (lines: typeof before, ids: string[]) =>
    ids.reduce((total, id) => ({ debit: total.debit + (lines.get(id)?.debit ?? 0n), credit: total.credit + (lines.get(id)?.credit ?? 0n) }), { debit: 0n, credit: 0n });
  for (const account of chart) {
    const row = rows.get(account.id);
    if (!account.isActive && !row) continue;
    expect(row).toBeDefined();
    if (!row) continue;
    const covered = [account.id, ...(below.get(account.id) ?? [])];
    const was = sum(before, covered);
    const moved = sum(within, covered);
    const side = sideOf(account.accountType);
    const expected = {
      code: account.code,
      previousBalance: side * (was.debit - was.credit),
      totalDebit: moved.debit,
      totalCredit: moved.credit,
      finalBalance: side * (was.debit - was.credit + moved.debit - moved.credit),
    };
    expect({ code: row.accountCode, ...figures(row) }).toEqual(expected);
    expect([row.accountName, row.accountType]).toEqual([account.name, account.accountType]);
  }
  const analytical = body.data.filter((row) => chart.find((account) => account.id === row.accountId)?.isAnalytical);
  expect(analytical.reduce((total, row) => total + cents(row.totalDebit), 0n)).toBe(analytical.reduce((total, row) => total + cents(row.totalCredit), 0n));
  // Synthetic = Σ children (direct), field by field.
  for (const account of chart.filter((candidate) => !candidate.isAnalytical && rows.has(candidate.id))) {
    const children = chart.filter((child) => child.parentId === account.id && rows.has(child.id)).map((child) => figures(rows.get(child.id) as TrialBalanceRow));
    const total = children.reduce(
      (acc, child) => ({
        previousBalance: acc.previousBalance + child.previousBalance,
        totalDebit: acc.totalDebit + child.totalDebit,
        totalCredit: acc.totalCredit + child.totalCredit,
        finalBalance: acc.finalBalance + child.finalBalance,
      }),
      { previousBalance: 0n, totalDebit: 0n, totalCredit: 0n, finalBalance: 0n },
    );
    expect({ code: account.code, ...figures(rows.get(account.id) as TrialBalanceRow) }).toEqual({ code: account.code, ...total });
  }
  const codes = body.data.map((row) => row.accountCode);
  expect(codes).toEqual(chart.filter((account) => rows.has(account.id)).map((account) => account.code).sort(compareCodes));
  return rows;
}

function figures(row: TrialBalanceRow) {
  return { previousBalance: cents(row.previousBalance), totalDebit: cents(row.totalDebit), totalCredit: cents(row.totalCredit), finalBalance: cents(row.finalBalance) };
}

export function compareCodes(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.min(left.length, right.length); i++) if (left[i] !== right[i]) return left[i] - right[i];
  return left.length - right.length;
}

/**
 * A ledger (general ledger or statement) of `account` for the period
 * agrees with the trial balance of the same period: previous and final
 * balances, the period's debits and credits, each running balance the one
 * before it moved by the entry, the last one the final balance, dates in order.
 */
export async function checkLedger({ api }: Books, name: 'general-ledger' | 'account-statement', account: BookAccount, startDate: string, endDate: string, row: TrialBalanceRow): Promise<any> {
  const ledger = await report(api, name, { accountingAccountId: account.id, startDate, endDate });
  expect(ledger.account).toEqual({ id: account.id, code: account.code, name: account.name, accountType: account.accountType });
  expect([cents(ledger.previousBalance), cents(ledger.finalBalance)]).toEqual([cents(row.previousBalance), cents(row.finalBalance)]);
  const side = sideOf(account.accountType);
  let running = cents(ledger.previousBalance);
  let debit = 0n;
  let credit = 0n;
  let previousDate = '';
  for (const entry of ledger.entries) {
    expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/);
    const day = entry.date.slice(0, 10);
    // In order, and inside the period with both ends included.
    expect(entry.date >= previousDate && day >= startDate && day <= endDate).toBe(true);
    previousDate = entry.date;
    expect(cents(entry.debit) === 0n || cents(entry.credit) === 0n).toBe(true);
    running += side * (cents(entry.debit) - cents(entry.credit));
    debit += cents(entry.debit);
    credit += cents(entry.credit);
    expect(cents(entry.runningBalance)).toBe(running);
    expect(name === 'account-statement' ? 'financialEntryId' in entry : !('financialEntryId' in entry)).toBe(true);
  }
  expect(running).toBe(cents(ledger.finalBalance));
  expect([debit, credit]).toEqual([cents(row.totalDebit), cents(row.totalCredit)]);
  return ledger;
}

/** The balance sheet at `referenceDate`: balanced; asset and liability rows as the trial balance ending that day shows them. */
export async function checkBalanceSheet({ api }: Books, referenceDate: string, closing: Map<string, TrialBalanceRow>): Promise<any> {
  const sheet = await report(api, 'balance-sheet', { referenceDate });
  expect(sheet.isBalanced).toBe(true);
  expect(cents(sheet.totalAssets)).toBe(cents(sheet.totalLiabilitiesAndEquity));
  for (const row of [...sheet.assets, ...sheet.liabilities]) {
    expect({ code: row.accountCode, balance: cents(row.balance) }).toEqual({ code: row.accountCode, balance: cents(closing.get(row.accountId)?.finalBalance ?? 0) });
  }
  return sheet;
}

/** The dashboard of a period against the trial balance of the same period and the balance sheet at its end. */
export async function checkDashboard({ api, sql, companyId, chart }: Books, startDate: string, endDate: string, rows: Map<string, TrialBalanceRow>, sheet: any): Promise<any> {
  const dashboard = await report(api, 'dashboard-summary', { startDate, endDate });
  const analytical = chart.flatMap((account) => (account.isAnalytical && rows.has(account.id) ? [rows.get(account.id) as TrialBalanceRow] : []));
  const [{ entries }] = await sql<{ entries: number }>(
    `SELECT count(*)::int AS entries FROM accounting.accounting_journal_entries WHERE company_id = $1 AND status = 'POSTED' AND entry_date BETWEEN $2 AND $3`,
    [companyId, startDate, endDate],
  );
  expect(dashboard.cards).toEqual({
    totalAccounts: chart.filter((account) => account.isActive).length,
    totalEntries: entries,
    totalDebit: Number(analytical.reduce((total, row) => total + cents(row.totalDebit), 0n)) / 100,
    totalCredit: Number(analytical.reduce((total, row) => total + cents(row.totalCredit), 0n)) / 100,
  });
  expect(dashboard.monthlyMovement[0].month).toBe(startDate.slice(0, 7));
  expect(dashboard.monthlyMovement.at(-1).month).toBe(endDate.slice(0, 7));
  expect(dashboard.monthlyMovement.reduce((total: bigint, month: any) => total + cents(month.totalDebit), 0n)).toBe(cents(dashboard.cards.totalDebit));
  const { totalAssets, totalLiabilities, totalEquity } = dashboard.balanceComposition;
  expect(cents(totalAssets)).toBe(cents(sheet.totalAssets));
  expect(cents(totalLiabilities) + cents(totalEquity)).toBe(cents(sheet.totalLiabilitiesAndEquity));
  expect(dashboard.recentEntries.length).toBeLessThanOrEqual(10);
  expect(dashboard.recentEntries.length).toBe(Math.min(10, entries));
  const dates = dashboard.recentEntries.map((entry: any) => entry.entryDate);
  expect(dates).toEqual([...dates].sort().reverse());
  return dashboard;
}
