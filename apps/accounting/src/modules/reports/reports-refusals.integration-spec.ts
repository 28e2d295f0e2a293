import { FEATURES } from '@bizapi/contracts';
import { Tenant, createTenant, queryDatabase } from '@bizapi/testing';
import { Query, expectApiError, report, withQuery } from '../../testing/report-checks';
import { BookAccount, chartOf } from '../../testing/test-books';

/** The reports' 400s (every parameter, missing or malformed; periods; unknown parameters; accounts not the company's) and 403s. */
const bankOf = (chart: BookAccount[]): string => {
  const account = chart.find((candidate) => candidate.code === '1.1.1.02');
  if (!account) throw new Error('no account 1.1.1.02');
  return account.id;
};

const ANY_ID = '00000000-0000-4000-8000-000000000000';

/** [report, query, status, message, field] */
type Case = [string, Query, number, string, string | undefined];

describe('accounting reports refuse bad parameters', () => {
  let tenant: Tenant;
  let other: Tenant;
  let account: string;
  let othersAccount: string;

  beforeAll(async () => {
    [tenant, other] = await Promise.all([createTenant(), createTenant()]);
    account = bankOf(await chartOf(queryDatabase, tenant.company.id));
    othersAccount = bankOf(await chartOf(queryDatabase, other.company.id));
  });

  const period = { startDate: '2026-01-01', endDate: '2026-01-31' };
  const cases = (): Case[] => {
    const ledger = { ...period, accountingAccountId: account };
    const without = (query: Query, name: string): Query => Object.fromEntries(Object.entries(query).filter(([key]) => key !== name));
    const periodCases = (name: string, base: Query): Case[] => [
      [name, without(base, 'startDate'), 400, 'VALIDATION_ERROR', 'startDate'],
      [name, without(base, 'endDate'), 400, 'VALIDATION_ERROR', 'endDate'],
      [name, { ...base, startDate: '2026-13-01' }, 400, 'INVALID_DATE_FORMAT', 'startDate'],
      [name, { ...base, endDate: '2026-02-30' }, 400, 'INVALID_DATE_FORMAT', 'endDate'],
      [name, { ...base, startDate: '01/01/2026' }, 400, 'INVALID_DATE_FORMAT', 'startDate'],
      [name, { ...base, endDate: '2026-01-31T00:00:00Z' }, 400, 'INVALID_DATE_FORMAT', 'endDate'],
      [name, { ...base, startDate: '2026-02-01' }, 400, 'VALIDATION_ERROR', 'startDate'],
      [name, { ...base, page: '1' }, 400, 'VALIDATION_ERROR', 'page'],
    ];
    return [
      ...periodCases('trial-balance', period),
      ['trial-balance', {}, 400, 'VALIDATION_ERROR', 'startDate'],
      ['trial-balance', { ...period, accountId: 'not-an-id' }, 400, 'VALIDATION_ERROR', 'accountId'],
      ['trial-balance', { ...period, accountId: ANY_ID }, 400, 'VALIDATION_ERROR', 'accountId'],
      ['trial-balance', { ...period, accountId: othersAccount }, 400, 'VALIDATION_ERROR', 'accountId'],
      ['balance-sheet', {}, 400, 'VALIDATION_ERROR', 'referenceDate'],
      ['balance-sheet', { referenceDate: '2026-1-5' }, 400, 'INVALID_DATE_FORMAT', 'referenceDate'],
      ['balance-sheet', { referenceDate: '2026-01-31', startDate: '2026-01-01' }, 400, 'VALIDATION_ERROR', 'startDate'],
      ...['general-ledger', 'account-statement'].flatMap((name): Case[] => [
        ...periodCases(name, ledger),
        [name, without(ledger, 'accountingAccountId'), 400, 'VALIDATION_ERROR', 'accountingAccountId'],
        [name, { ...ledger, accountingAccountId: 'x' }, 400, 'VALIDATION_ERROR', 'accountingAccountId'],
        [name, { ...ledger, accountingAccountId: othersAccount }, 400, 'VALIDATION_ERROR', 'accountingAccountId'],
      ]),
      ...periodCases('dashboard-summary', period),
    ];
  };

  it('each missing or malformed parameter, a period ending before it starts, unknown parameters and accounts not the company’s', async () => {
    const all = cases();
    // Spread over two companies: each may make 100 requests a minute.
    const [mine, theirs] = [all.filter((_, index) => index % 2 === 0), all.filter((_, index) => index % 2 === 1)];
    const failures: string[] = [];
    const run = async (client: Tenant, list: Case[], swap: boolean) => {
      for (const [name, query, status, message, field] of list) {
        // The other company asks for the first company's account: still not its own.
        const sent = swap ? Object.fromEntries(Object.entries(query).map(([key, value]) => [key, value === account ? othersAccount : value === othersAccount ? account : value])) : query;
        const response = await client.api.get(withQuery(`/accounting-reports/${name}`, sent));
        try {
          expectApiError(response, status, message, field);
        } catch {
          failures.push(`${name} ${JSON.stringify(sent)}: ${response.status} ${JSON.stringify(response.body)}`);
        }
      }
    };
    await Promise.all([run(tenant, mine, false), run(other, theirs, true)]);
    expect(failures).toEqual([]);
  });

  it('an unknown report is ROUTE_NOT_FOUND; reports are GET only', async () => {
    expectApiError(await tenant.api.get(withQuery('/accounting-reports/income-statement', period)), 404, 'ROUTE_NOT_FOUND');
    expectApiError(await tenant.api.post('/accounting-reports/trial-balance', {}), 404, 'ROUTE_NOT_FOUND');
  });
});

describe('accounting reports: scopes and plan', () => {
  const queries: Record<string, Query> = {
    'trial-balance': { startDate: '2026-01-01', endDate: '2026-01-31' },
    'balance-sheet': { referenceDate: '2026-01-31' },
    'general-ledger': { startDate: '2026-01-01', endDate: '2026-01-31', accountingAccountId: ANY_ID },
    'account-statement': { startDate: '2026-01-01', endDate: '2026-01-31', accountingAccountId: ANY_ID },
    'dashboard-summary': { startDate: '2026-01-01', endDate: '2026-01-31' },
  };

  it('a key without accounting-reports:read is INSUFFICIENT_PERMISSIONS on every report; with only it, reports answer', async () => {
    const [stranger, reader] = await Promise.all([
      createTenant({ scopes: ['persons:read', 'accounting-accounts:read'] }),
      createTenant({ scopes: ['accounting-reports:read'] }),
    ]);
    for (const [name, query] of Object.entries(queries)) {
      expectApiError(await stranger.api.get(withQuery(`/accounting-reports/${name}`, query)), 403, 'INSUFFICIENT_PERMISSIONS');
    }
    await report(reader.api, 'trial-balance', queries['trial-balance']);
    await report(reader.api, 'dashboard-summary', queries['dashboard-summary']);
  });

  it('a company without the accounting feature is FEATURE_NOT_ENABLED on every report', async () => {
    const tenant = await createTenant({ features: FEATURES.filter((feature) => feature !== 'accounting') });
    for (const [name, query] of Object.entries(queries)) {
      expectApiError(await tenant.api.get(withQuery(`/accounting-reports/${name}`, query)), 403, 'FEATURE_NOT_ENABLED');
    }
  });
});
