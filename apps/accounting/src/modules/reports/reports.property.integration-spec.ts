import { createTenant, queryDatabase, testStack } from '@bizapi/testing';
import fc from 'fast-check';
import { Books, addDays, checkBalanceSheet, checkDashboard, checkLedger, checkTrialBalance, cents } from '../../testing/report-checks';
import { BookAccount, TestBooks, chartOf } from '../../testing/test-books';
import type { JournalLineInput } from '../ledger/journal-poster';

/**
 * Property test (issue #11, point 4): random balanced entries — POSTED,
 * DRAFT, reversed; amounts from a cent to a billion; lines on any
 * analytical accounts — posted by the service's own JournalPoster, then the
 * reports through the gateway must satisfy, whatever the entries:
 * trial balance Σ debit = Σ credit; each account's figures = its lines';
 * synthetic rows = Σ children; closing of one period = opening of the
 * next; trial balance = general ledger = account statement per account;
 * balance sheet balanced; the dashboard agrees with all of them.
 *
 * Runs add to the books of a few companies in turn (each company may make
 * 100 requests a minute), so later runs check books with history.
 */
const RUNS = Number(process.env.REPORTS_PROPERTY_RUNS ?? 25);
const COMPANIES = 5;
/** Entries are dated within this window; periods may reach outside it. */
const WINDOW_START = '2017-01-01';
const WINDOW_DAYS = 180;

interface EntrySpec {
  day: number;
  debits: { account: number; cents: number }[];
  creditAccounts: number[];
  creditWeights: number[];
  status: 'POSTED' | 'DRAFT';
  reverseAfter: number | null;
  financialEntryId: string | null;
}

/** Cents: small amounts and large ones (JournalPoster takes amounts as JSON numbers, exact to the cent up to ~10^7). */
const amount = fc.oneof(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 1_000_000_000 }));
/** Mostly null, sometimes a value. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, weight: number) => fc.oneof({ weight: 10 - weight, arbitrary: fc.constant(null) }, { weight, arbitrary });
const entrySpec = fc.record<EntrySpec>({
  day: fc.integer({ min: 0, max: WINDOW_DAYS - 1 }),
  debits: fc.array(fc.record({ account: fc.nat(), cents: amount }), { minLength: 1, maxLength: 3 }),
  creditAccounts: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
  creditWeights: fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 3, maxLength: 3 }),
  status: fc.constantFrom<'POSTED' | 'DRAFT'>('POSTED', 'POSTED', 'POSTED', 'DRAFT'),
  reverseAfter: sometimes(fc.integer({ min: 0, max: 30 }), 2),
  financialEntryId: sometimes(fc.uuid({ version: 4 }), 4),
});
const scenario = fc.record({
  entries: fc.array(entrySpec, { minLength: 1, maxLength: 8 }),
  /** The first period [start, split], the next one [split + 1, end], as offsets from the window's start. */
  bounds: fc.uniqueArray(fc.integer({ min: -20, max: WINDOW_DAYS + 20 }), { minLength: 3, maxLength: 3 }).map((days) => [...days].sort((a, b) => a - b)),
  account: fc.nat(),
});

/** Credit lines summing exactly to `total` cents, split by weights (each at least a cent). */
function creditLines(total: number, accounts: string[], weights: number[]): JournalLineInput[] {
  const parts = accounts.slice(0, Math.min(accounts.length, total));
  const weightSum = parts.reduce((sum, _, index) => sum + weights[index], 0);
  let left = total;
  return parts.map((accountingAccountId, index) => {
    const share = index === parts.length - 1 ? left : Math.max(1, Math.floor((total * weights[index]) / weightSum));
    const taken = Math.min(share, left - (parts.length - 1 - index));
    left -= taken;
    return { accountingAccountId, type: 'CREDIT', amount: taken / 100 };
  });
}

describe('accounting reports: properties over random balanced entries', () => {
  let books: TestBooks;
  let companies: (Books & { analytical: BookAccount[] })[];

  beforeAll(async () => {
    books = await TestBooks.open(testStack().env.DATABASE_URL);
    companies = await Promise.all(
      Array.from({ length: COMPANIES }, async () => {
        const tenant = await createTenant();
        const chart = await chartOf(queryDatabase, tenant.company.id);
        return { api: tenant.api, sql: queryDatabase, companyId: tenant.company.id, chart, analytical: chart.filter((account) => account.isAnalytical) };
      }),
    );
  });

  afterAll(async () => {
    await books?.close();
  });

  it(`hold for ${RUNS} random sets of entries`, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(scenario, async ({ entries, bounds, account }) => {
        const subject = companies[run++ % companies.length];
        const { chart, analytical, companyId: company } = subject;
        for (const spec of entries) {
          const entryDate = addDays(WINDOW_START, spec.day);
          const debits = spec.debits.map((debit): JournalLineInput => ({ accountingAccountId: analytical[debit.account % analytical.length].id, type: 'DEBIT', amount: debit.cents / 100 }));
          const total = spec.debits.reduce((sum, debit) => sum + debit.cents, 0);
          const credits = creditLines(total, spec.creditAccounts.map((index) => analytical[index % analytical.length].id), spec.creditWeights);
          const posted = await books.post(company, { description: `Random ${run}`, entryDate, status: spec.status, financialEntryId: spec.financialEntryId, lines: [...debits, ...credits] });
          if (posted && spec.status === 'POSTED' && spec.reverseAfter !== null) {
            await books.reverse(company, posted.id, addDays(entryDate, spec.reverseAfter), `Estorno ${posted.code}`);
          }
        }
        const [start, split, end] = bounds.map((offset) => addDays(WINDOW_START, offset));
        const next = addDays(split, 1);

        const first = await checkTrialBalance(subject, start, split);
        const second = await checkTrialBalance(subject, next, end);
        // Closing of one period = opening of the next, for every account.
        for (const [id, row] of first) expect([row.accountCode, second.has(id) ? cents(second.get(id)?.previousBalance ?? 0) : 'absent']).toEqual([row.accountCode, cents(row.finalBalance)]);

        // Trial balance = general ledger (first period) = statement (second period), for one account, analytical or not.
        const picked = chart[account % chart.length];
        if (first.has(picked.id)) await checkLedger(subject, 'general-ledger', picked, start, split, first.get(picked.id) as never);
        if (second.has(picked.id)) {
          const statement = await checkLedger(subject, 'account-statement', picked, next, end, second.get(picked.id) as never);
          const expected = await queryDatabase<{ financialEntryId: string | null }>(
            `SELECT e.financial_entry_id AS "financialEntryId" FROM accounting.accounting_journal_entry_lines l
             JOIN accounting.accounting_journal_entries e ON e.company_id = l.company_id AND e.id = l.journal_entry_id
             WHERE l.company_id = $1 AND l.accounting_account_id = ANY($2::uuid[]) AND l.entry_status = 'POSTED' AND l.entry_date BETWEEN $3 AND $4
             ORDER BY l.entry_date, l.id`,
            [company, subtreeIds(chart, picked.id), next, end],
          );
          expect(statement.entries.map((entry: { financialEntryId: string | null }) => entry.financialEntryId)).toEqual(expected.map((row) => row.financialEntryId));
        }

        // The balance sheet at the end of the first period, against the balances up to that day; the dashboard of that period.
        const closing = await checkTrialBalance(subject, '2000-01-01', split);
        const sheet = await checkBalanceSheet(subject, split, closing);
        await checkDashboard(subject, start, split, first, sheet);
      }),
      { numRuns: RUNS, endOnFailure: true, interruptAfterTimeLimit: 150_000 },
    );
  }, 240_000);
});

function subtreeIds(chart: BookAccount[], id: string): string[] {
  const below = chart.filter((account) => account.parentId === id).flatMap((child) => subtreeIds(chart, child.id));
  return [id, ...below];
}
