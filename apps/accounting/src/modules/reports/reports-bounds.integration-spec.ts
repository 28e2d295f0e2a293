import { Tenant, createTenant, queryDatabase, testStack } from '@bizapi/testing';
import { addDays, expectApiError, report, withQuery } from '../../testing/report-checks';
import { BookAccount, TestBooks, chartOf } from '../../testing/test-books';
import type { JournalLineInput } from '../ledger/journal-poster';
import { MAX_DASHBOARD_MONTHS, MAX_LEDGER_LINES } from './report-bounds';

/**
 * Reports hold a bounded amount in accounting's memory (issue #31, point 3):
 * a ledger answers at most MAX_LEDGER_LINES lines, counted from the daily
 * balances before any line is read, and a dashboard at most
 * MAX_DASHBOARD_MONTHS months; a wider period is 400 VALIDATION_ERROR
 * naming `startDate`. The books: MAX_LEDGER_LINES POSTED lines on the bank
 * account (1.1.1.02, under the root account 1 Ativo) in the first days of
 * 2015, posted by the service's own JournalPoster, and one more on a later
 * day.
 */
const WIDEST = { startDate: '1000-01-01', endDate: '9999-12-31' };
const FIRST_DAY = '2015-01-01';
const ENTRIES = 40;
const LINES_PER_ENTRY = MAX_LEDGER_LINES / ENTRIES;
const LAST_CAPPED_DAY = addDays(FIRST_DAY, ENTRIES - 1);
const EXTRA_DAY = addDays(LAST_CAPPED_DAY, 10);

const byCode = (chart: BookAccount[], code: string): string => {
  const account = chart.find((candidate) => candidate.code === code);
  if (!account) throw new Error(`no account ${code}`);
  return account.id;
};

describe('accounting reports are bounded', () => {
  let books: TestBooks;
  let tenant: Tenant;
  let bank: string;
  let root: string;
  let revenue: string;
  let extraEntryId: string;

  /** An entry of one bank line and one revenue line on EXTRA_DAY. */
  const receiptOnExtraDay = (description: string, status: 'POSTED' | 'DRAFT', amount: number) =>
    books.post(tenant.company.id, {
      description,
      entryDate: EXTRA_DAY,
      status,
      lines: [
        { accountingAccountId: bank, type: 'DEBIT', amount },
        { accountingAccountId: revenue, type: 'CREDIT', amount },
      ],
    });

  const ledger = (name: string, accountingAccountId: string, period: { startDate: string; endDate: string }) =>
    tenant.api.get(withQuery(`/accounting-reports/${name}`, { ...period, accountingAccountId }));

  beforeAll(async () => {
    books = await TestBooks.open(testStack().env.DATABASE_URL);
    tenant = await createTenant();
    const chart = await chartOf(queryDatabase, tenant.company.id);
    [bank, root, revenue] = [byCode(chart, '1.1.1.02'), byCode(chart, '1'), byCode(chart, '4.1.2')];
    for (let entry = 0; entry < ENTRIES; entry++) {
      // A cent per bank line, one revenue line for their total.
      const lines: JournalLineInput[] = Array.from({ length: LINES_PER_ENTRY }, () => ({ accountingAccountId: bank, type: 'DEBIT', amount: 0.01 }));
      lines.push({ accountingAccountId: revenue, type: 'CREDIT', amount: LINES_PER_ENTRY / 100 });
      await books.post(tenant.company.id, { description: `Recebimentos do dia ${entry + 1}`, entryDate: addDays(FIRST_DAY, entry), status: 'POSTED', lines });
    }
    extraEntryId = (await receiptOnExtraDay('Recebimento avulso', 'POSTED', 5))?.id as string;
  }, 180_000);

  afterAll(async () => {
    await books.close();
  });

  it('the widest period on the root account (more lines than the cap) is refused naming startDate, as is the same on the analytical account', async () => {
    for (const name of ['general-ledger', 'account-statement']) {
      for (const account of [root, bank]) {
        const response = await ledger(name, account, WIDEST);
        expectApiError(response, 400, 'VALIDATION_ERROR', 'startDate');
        expect(response.body.errors).toEqual([{ field: 'startDate', message: expect.stringContaining(`more than the ${MAX_LEDGER_LINES} a ledger answers`) }]);
      }
    }
  });

  it('the cap is exact: a period of the cap’s lines answers every one of them, one line more is refused', async () => {
    const capped = { startDate: FIRST_DAY, endDate: LAST_CAPPED_DAY };
    for (const name of ['general-ledger', 'account-statement']) {
      const body = await report(tenant.api, name, { ...capped, accountingAccountId: bank });
      expect(body.entries).toHaveLength(MAX_LEDGER_LINES);
      expect(body.entries[0]).toEqual({
        date: `${FIRST_DAY}T00:00:00.000Z`,
        description: 'Recebimentos do dia 1',
        debit: 0.01,
        credit: 0,
        runningBalance: 0.01,
        ...(name === 'account-statement' ? { financialEntryId: null } : {}),
      });
      expect({ previousBalance: body.previousBalance, finalBalance: body.finalBalance, last: body.entries.at(-1).runningBalance }).toEqual({
        previousBalance: 0,
        finalBalance: MAX_LEDGER_LINES / 100,
        last: MAX_LEDGER_LINES / 100,
      });
      const refused = await ledger(name, bank, { startDate: FIRST_DAY, endDate: EXTRA_DAY });
      expectApiError(refused, 400, 'VALIDATION_ERROR', 'startDate');
      expect(refused.body.errors[0].message).toContain(`${MAX_LEDGER_LINES + 1} lines`);
    }
  });

  it('reversed and draft lines do not count towards the cap', async () => {
    const period = { startDate: FIRST_DAY, endDate: EXTRA_DAY };
    expectApiError(await ledger('general-ledger', bank, period), 400, 'VALIDATION_ERROR', 'startDate');
    await books.reverse(tenant.company.id, extraEntryId, EXTRA_DAY, 'Estorno do recebimento avulso');
    await receiptOnExtraDay('Rascunho', 'DRAFT', 7);
    const body = await report(tenant.api, 'general-ledger', { ...period, accountingAccountId: bank });
    expect({ entries: body.entries.length, finalBalance: body.finalBalance }).toEqual({ entries: MAX_LEDGER_LINES, finalBalance: MAX_LEDGER_LINES / 100 });
  });

  it(`a dashboard over more than ${MAX_DASHBOARD_MONTHS} months is refused naming startDate; ${MAX_DASHBOARD_MONTHS} months answer, each month listed`, async () => {
    const refused = await tenant.api.get(withQuery('/accounting-reports/dashboard-summary', WIDEST));
    expectApiError(refused, 400, 'VALIDATION_ERROR', 'startDate');
    expect(refused.body.errors).toEqual([{ field: 'startDate', message: expect.stringContaining(`more than the ${MAX_DASHBOARD_MONTHS} a dashboard covers`) }]);
    const widest = await report(tenant.api, 'dashboard-summary', { startDate: '1926-01-01', endDate: '2025-12-31' });
    expect(widest.monthlyMovement).toHaveLength(MAX_DASHBOARD_MONTHS);
    expect(widest.monthlyMovement.find((month: { month: string }) => month.month === '2015-01')).toEqual({ month: '2015-01', totalDebit: 155, totalCredit: 155 });
  });
});
