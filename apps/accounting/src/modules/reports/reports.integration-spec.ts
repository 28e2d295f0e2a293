import { Tenant, adminClient, createTenant, queryDatabase, testStack } from '@bizapi/testing';
import { randomUUID } from 'node:crypto';
import { Books, addDays, checkBalanceSheet, checkDashboard, checkLedger, checkTrialBalance, expectApiError, report, withQuery } from '../../testing/report-checks';
import { BookAccount, TestBooks, chartOf } from '../../testing/test-books';

let books: TestBooks;

beforeAll(async () => {
  books = await TestBooks.open(testStack().env.DATABASE_URL);
});

afterAll(async () => {
  await books.close();
});

const byCode = (chart: BookAccount[], code: string): BookAccount => {
  const account = chart.find((candidate) => candidate.code === code);
  if (!account) throw new Error(`no account ${code}`);
  return account;
};

describe('accounting reports on known entries (March 2016)', () => {
  let tenant: Tenant;
  let chart: BookAccount[];
  const financialEntryId = randomUUID();
  const march = { startDate: '2016-03-01', endDate: '2016-03-31' };

  beforeAll(async () => {
    tenant = await createTenant();
    chart = await chartOf(queryDatabase, tenant.company.id);
    const company = tenant.company.id;
    const line = (code: string, type: 'DEBIT' | 'CREDIT', amount: number) => ({ accountingAccountId: byCode(chart, code).id, type, amount });
    await books.post(company, { description: 'Integralização de capital', entryDate: '2016-02-10', status: 'POSTED', lines: [line('1.1.1.02', 'DEBIT', 10_000), line('3.1.1', 'CREDIT', 10_000)] });
    await books.post(company, {
      description: 'Serviço prestado',
      entryDate: '2016-03-05',
      status: 'POSTED',
      isAutomatic: true,
      financialEntryId,
      lines: [line('1.1.2.01', 'DEBIT', 1500.5), line('4.1.2', 'CREDIT', 1500.5)],
    });
    await books.post(company, { description: 'Aluguel de março', entryDate: '2016-03-10', status: 'POSTED', lines: [line('5.2.2.01', 'DEBIT', 800.25), line('1.1.1.02', 'CREDIT', 800.25)] });
    await books.post(company, { description: 'Rascunho', entryDate: '2016-03-15', status: 'DRAFT', lines: [line('5.2.2.02', 'DEBIT', 200), line('1.1.1.02', 'CREDIT', 200)] });
    const wrong = await books.post(company, { description: 'Lançado por engano', entryDate: '2016-03-20', status: 'POSTED', lines: [line('5.2.3.01', 'DEBIT', 300), line('1.1.1.02', 'CREDIT', 300)] });
    await books.reverse(company, wrong?.id as string, '2016-03-21', 'Estorno');
    await books.post(company, { description: 'Recebimento', entryDate: '2016-04-02', status: 'POSTED', lines: [line('1.1.1.02', 'DEBIT', 1500.5), line('1.1.2.01', 'CREDIT', 1500.5)] });
  });

  const row = (rows: { accountCode: string }[], code: string) => rows.find((candidate) => candidate.accountCode === code);

  it('trial-balance: previous balance, the period’s POSTED debits and credits, final balance on each type’s normal side; groups roll up', async () => {
    const { data } = await report(tenant.api, 'trial-balance', march);
    expect(Object.keys(data[0])).toEqual(['accountId', 'accountCode', 'accountName', 'accountType', 'previousBalance', 'totalDebit', 'totalCredit', 'finalBalance']);
    expect(row(data, '1.1.1.02')).toMatchObject({ accountName: 'Bancos Conta Movimento', accountType: 'ASSET', previousBalance: 10000, totalDebit: 0, totalCredit: 800.25, finalBalance: 9199.75 });
    expect(row(data, '1.1.2.01')).toMatchObject({ previousBalance: 0, totalDebit: 1500.5, totalCredit: 0, finalBalance: 1500.5 });
    expect(row(data, '1.1')).toMatchObject({ previousBalance: 10000, totalDebit: 1500.5, totalCredit: 800.25, finalBalance: 10700.25 });
    expect(row(data, '1')).toMatchObject({ previousBalance: 10000, totalDebit: 1500.5, totalCredit: 800.25, finalBalance: 10700.25 });
    expect(row(data, '3.1.1')).toMatchObject({ accountType: 'EQUITY', previousBalance: 10000, totalDebit: 0, totalCredit: 0, finalBalance: 10000 });
    expect(row(data, '4.1.2')).toMatchObject({ accountType: 'REVENUE', previousBalance: 0, totalCredit: 1500.5, finalBalance: 1500.5 });
    expect(row(data, '5.2.2.01')).toMatchObject({ accountType: 'EXPENSE', totalDebit: 800.25, finalBalance: 800.25 });
    // A DRAFT entry and a reversed one (with its reversal) count nowhere.
    expect(row(data, '5.2.2.02')).toMatchObject({ totalDebit: 0, totalCredit: 0, finalBalance: 0 });
    expect(row(data, '5.2.3.01')).toMatchObject({ totalDebit: 0, totalCredit: 0, finalBalance: 0 });
    // Every active account of the chart, in code order.
    expect(data.map((account: { accountCode: string }) => account.accountCode)).toEqual(chart.map((account) => account.code).sort(numericCodes));
  });

  it('trial-balance with accountId answers that account’s row only (a group with its descendants’ figures)', async () => {
    const bank = await report(tenant.api, 'trial-balance', { ...march, accountId: byCode(chart, '1.1.1.02').id });
    expect(bank.data).toEqual([expect.objectContaining({ accountCode: '1.1.1.02', finalBalance: 9199.75 })]);
    const group = await report(tenant.api, 'trial-balance', { ...march, accountId: byCode(chart, '1.1').id });
    expect(group.data).toEqual([expect.objectContaining({ accountCode: '1.1', previousBalance: 10000, totalDebit: 1500.5, totalCredit: 800.25, finalBalance: 10700.25 })]);
  });

  it('balance-sheet: the unclosed result (revenue − expense) sits on 3.3.2 and the sheet balances', async () => {
    const sheet = await report(tenant.api, 'balance-sheet', { referenceDate: '2016-03-31' });
    expect(Object.keys(sheet)).toEqual(['assets', 'liabilities', 'equity', 'totalAssets', 'totalLiabilitiesAndEquity', 'isBalanced']);
    expect(Object.keys(sheet.assets[0])).toEqual(['accountId', 'accountCode', 'accountName', 'balance']);
    expect(sheet).toMatchObject({ totalAssets: 10700.25, totalLiabilitiesAndEquity: 10700.25, isBalanced: true });
    expect(row(sheet.assets, '1.1.1.02')).toMatchObject({ balance: 9199.75 });
    expect(row(sheet.equity, '3.3.2')).toMatchObject({ accountName: 'Resultado do Exercício', balance: 700.25 });
    expect(row(sheet.equity, '3')).toMatchObject({ balance: 10700.25 });
    expect(new Set(sheet.liabilities.map((account: { accountCode: string }) => account.accountCode[0]))).toEqual(new Set(['2']));
    // Before anything was posted: all zeros, still balanced.
    expect(await report(tenant.api, 'balance-sheet', { referenceDate: '2016-01-31' })).toMatchObject({ totalAssets: 0, totalLiabilitiesAndEquity: 0, isBalanced: true });
  });

  it('general-ledger: previous balance, each POSTED line with its running balance, final balance; dates at midnight UTC', async () => {
    const ledger = await report(tenant.api, 'general-ledger', { ...march, accountingAccountId: byCode(chart, '1.1.1.02').id });
    expect(ledger).toEqual({
      account: { id: byCode(chart, '1.1.1.02').id, code: '1.1.1.02', name: 'Bancos Conta Movimento', accountType: 'ASSET' },
      previousBalance: 10000,
      entries: [{ date: '2016-03-10T00:00:00.000Z', description: 'Aluguel de março', debit: 0, credit: 800.25, runningBalance: 9199.75 }],
      finalBalance: 9199.75,
    });
    // A credit-normal account runs the other way.
    const revenue = await report(tenant.api, 'general-ledger', { startDate: '2016-01-01', endDate: '2016-12-31', accountingAccountId: byCode(chart, '4.1.2').id });
    expect(revenue).toMatchObject({ previousBalance: 0, entries: [{ debit: 0, credit: 1500.5, runningBalance: 1500.5 }], finalBalance: 1500.5 });
  });

  it('general-ledger of a synthetic account covers the lines of the accounts under it, merged by date', async () => {
    const ledger = await report(tenant.api, 'general-ledger', { ...march, accountingAccountId: byCode(chart, '1.1').id });
    expect(ledger).toMatchObject({
      account: { code: '1.1' },
      previousBalance: 10000,
      entries: [
        { date: '2016-03-05T00:00:00.000Z', description: 'Serviço prestado', debit: 1500.5, credit: 0, runningBalance: 11500.5 },
        { date: '2016-03-10T00:00:00.000Z', description: 'Aluguel de março', debit: 0, credit: 800.25, runningBalance: 10700.25 },
      ],
      finalBalance: 10700.25,
    });
  });

  it('account-statement: the ledger with each entry’s financialEntryId (null when not from a settlement)', async () => {
    const statement = await report(tenant.api, 'account-statement', { startDate: '2016-02-01', endDate: '2016-04-30', accountingAccountId: byCode(chart, '1.1').id });
    expect(statement.entries).toEqual([
      { date: '2016-02-10T00:00:00.000Z', description: 'Integralização de capital', debit: 10000, credit: 0, runningBalance: 10000, financialEntryId: null },
      { date: '2016-03-05T00:00:00.000Z', description: 'Serviço prestado', debit: 1500.5, credit: 0, runningBalance: 11500.5, financialEntryId },
      { date: '2016-03-10T00:00:00.000Z', description: 'Aluguel de março', debit: 0, credit: 800.25, runningBalance: 10700.25, financialEntryId: null },
      // The receipt moves between two accounts under 1.1: both lines, in the order written.
      { date: '2016-04-02T00:00:00.000Z', description: 'Recebimento', debit: 1500.5, credit: 0, runningBalance: 12200.75, financialEntryId: null },
      { date: '2016-04-02T00:00:00.000Z', description: 'Recebimento', debit: 0, credit: 1500.5, runningBalance: 10700.25, financialEntryId: null },
    ]);
  });

  it('dashboard-summary: cards, months (zeros included), composition at the end of the period, latest POSTED entries', async () => {
    const dashboard = await report(tenant.api, 'dashboard-summary', { startDate: '2016-02-15', endDate: '2016-04-30' });
    expect(dashboard).toEqual({
      cards: { totalAccounts: chart.length, totalEntries: 3, totalDebit: 3801.25, totalCredit: 3801.25 },
      monthlyMovement: [
        { month: '2016-02', totalDebit: 0, totalCredit: 0 },
        { month: '2016-03', totalDebit: 2300.75, totalCredit: 2300.75 },
        { month: '2016-04', totalDebit: 1500.5, totalCredit: 1500.5 },
      ],
      balanceComposition: { totalAssets: 10700.25, totalLiabilities: 0, totalEquity: 10700.25 },
      recentEntries: [
        expect.objectContaining({ description: 'Recebimento', entryDate: '2016-04-02T00:00:00.000Z', totalDebit: 1500.5, totalCredit: 1500.5 }),
        expect.objectContaining({ description: 'Aluguel de março', entryDate: '2016-03-10T00:00:00.000Z', totalDebit: 800.25 }),
        expect.objectContaining({ description: 'Serviço prestado', entryDate: '2016-03-05T00:00:00.000Z', totalDebit: 1500.5 }),
      ],
    });
    expect(Object.keys(dashboard.recentEntries[0])).toEqual(['id', 'code', 'description', 'entryDate', 'totalDebit', 'totalCredit']);
    expect(dashboard.recentEntries[0].code).toMatch(/^LC-\d{6}$/);
  });

  it('an inactive account keeps its figures in the reports, but cannot be asked for', async () => {
    const bank = byCode(chart, '1.1.1.02');
    await (await adminClient()).deactivate(tenant.company.id, 'accounting-accounts', bank.id);
    const { data } = await report(tenant.api, 'trial-balance', march);
    expect(row(data, '1.1.1.02')).toMatchObject({ finalBalance: 9199.75 });
    expect((await report(tenant.api, 'balance-sheet', { referenceDate: '2016-03-31' })).isBalanced).toBe(true);
    for (const [name, query] of [
      ['trial-balance', { ...march, accountId: bank.id }],
      ['general-ledger', { ...march, accountingAccountId: bank.id }],
    ] as const) {
      expectApiError(await tenant.api.get(withQuery(`/accounting-reports/${name}`, query)), 400, 'VALIDATION_ERROR', 'accountId' in query ? 'accountId' : 'accountingAccountId');
    }
  });
});

describe('ledgers with text JSON must escape, large amounts and an empty month', () => {
  it('escape what JSON must, keep amounts exact, and answer a period without lines', async () => {
    const tenant = await createTenant();
    const company = tenant.company.id;
    const chart = await chartOf(queryDatabase, company);
    const line = (code: string, type: 'DEBIT' | 'CREDIT', amount: number) => ({ accountingAccountId: byCode(chart, code).id, type, amount });
    const awkward = 'Nota "12" \\ C:\\pasta\nlinha 2\t\u0001 ✓ 😀 </script>';
    await books.post(company, { description: awkward, entryDate: '2017-05-02', status: 'POSTED', lines: [line('1.1.1.02', 'DEBIT', 1234567890123.45), line('3.1.1', 'CREDIT', 1234567890123.45)] });
    await books.post(company, { description: 'Dez centavos', entryDate: '2017-05-03', status: 'POSTED', lines: [line('1.1.1.02', 'DEBIT', 0.1), line('3.1.1', 'CREDIT', 0.1)] });
    await books.post(company, { description: 'Vinte centavos', entryDate: '2017-05-04', status: 'POSTED', lines: [line('3.1.1', 'DEBIT', 0.2), line('1.1.1.02', 'CREDIT', 0.2)] });
    const bank = byCode(chart, '1.1.1.02');
    const may = { startDate: '2017-05-01', endDate: '2017-05-31', accountingAccountId: bank.id };
    const statement = await report(tenant.api, 'account-statement', may);
    expect(statement).toEqual({
      account: { id: bank.id, code: '1.1.1.02', name: bank.name, accountType: 'ASSET' },
      previousBalance: 0,
      entries: [
        { date: '2017-05-02T00:00:00.000Z', description: awkward, debit: 1234567890123.45, credit: 0, runningBalance: 1234567890123.45, financialEntryId: null },
        { date: '2017-05-03T00:00:00.000Z', description: 'Dez centavos', debit: 0.1, credit: 0, runningBalance: 1234567890123.55, financialEntryId: null },
        { date: '2017-05-04T00:00:00.000Z', description: 'Vinte centavos', debit: 0, credit: 0.2, runningBalance: 1234567890123.35, financialEntryId: null },
      ],
      finalBalance: 1234567890123.35,
    });
    // The equity side runs the other way, from the same lines.
    const equity = await report(tenant.api, 'general-ledger', { ...may, accountingAccountId: byCode(chart, '3.1.1').id });
    expect(equity.entries.map((entry: { runningBalance: number }) => entry.runningBalance)).toEqual([1234567890123.45, 1234567890123.55, 1234567890123.35]);
    expect(equity.entries[0]).not.toHaveProperty('financialEntryId');
    // A later month without lines: the balance carried, no entries.
    const june = await report(tenant.api, 'general-ledger', { startDate: '2017-06-01', endDate: '2017-06-30', accountingAccountId: bank.id });
    expect(june).toMatchObject({ previousBalance: 1234567890123.35, entries: [], finalBalance: 1234567890123.35 });
  });
});

function numericCodes(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.min(left.length, right.length); i++) if (left[i] !== right[i]) return left[i] - right[i];
  return left.length - right.length;
}

describe('accounting reports on a seeded company (whatever entries its seed posts)', () => {
  it('agree with its lines and with each other', async () => {
    const tenant = await createTenant();
    const company = tenant.company.id;
    const chart = await chartOf(queryDatabase, company);
    const seeded: Books = { api: tenant.api, sql: queryDatabase, companyId: company, chart };
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = addDays(today, -365);
    const rows = await checkTrialBalance(seeded, yearAgo, today);
    const closing = await checkTrialBalance(seeded, '2000-01-01', today);
    const sheet = await checkBalanceSheet(seeded, today, closing);
    await checkDashboard(seeded, yearAgo, today, rows, sheet);
    // Ledgers of the accounts that moved (analytical and their groups), up to a few.
    const moved = chart.filter((account) => (rows.get(account.id)?.totalDebit ?? 0) > 0 || (rows.get(account.id)?.totalCredit ?? 0) > 0).slice(0, 6);
    for (const account of moved) {
      await checkLedger(seeded, 'general-ledger', account, yearAgo, today, rows.get(account.id) as never);
      await checkLedger(seeded, 'account-statement', account, yearAgo, today, rows.get(account.id) as never);
    }
  });
});
