// `BENCH_ONLY=reports`: the accounting reports on a company of a million
// journal lines beside another of the same size, loaded by SQL in the shape
// JournalPoster writes (entries, lines, daily balances, posted-entry counts,
// codes, row counters), then each report through the gateway against a
// plain SQL baseline: the same statements run directly with pg, at the same
// concurrency, in the same run. See docs/benchmarks.md.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createRequire } from 'node:module';
import { CPU_SPLIT, cpuByProcess, log, measure, perRequestSplit, problems, settle } from './measure.mjs';
import { BUSY_ACCOUNT, QUIET_ACCOUNT, loadBooks } from './reports-books.mjs';
import { LEDGER_CAP, widestLedgersBench, widestTable } from './reports-widest.mjs';

const { CHART_SQL, DASHBOARD_SQL, LEDGER_SCOPE_SQL, ledgerLinesSql, movementsSql } = createRequire(import.meta.url)('@bizapi/accounting/report-statements');

export { REPORT_LINES } from './reports-books.mjs';

/** Reports are an accountant's screen, not a hot path: a few at once. */
const CONNECTIONS = Number(process.env.BENCH_REPORT_CONNECTIONS ?? 4);
const DURATION_S = Number(process.env.BENCH_REPORT_DURATION_S ?? 15);
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT_S ?? 30);
const TARGET_P99_MS = 100;

// The statements the accounting service runs for each report, imported from the service itself
// (apps/accounting/src/modules/reports/report-statements.ts), run directly with pg on connections whose
// search path is the accounting schema, as the service's are.
const CHART = CHART_SQL;
const MOVEMENTS = movementsSql({ someAccounts: false });
const LEDGER_SCOPE = LEDGER_SCOPE_SQL;
const LEDGER_LINES = (statement) => ledgerLinesSql({ oneAccount: true, financialEntries: statement });
const DASHBOARD = DASHBOARD_SQL;

/** What one report request costs in SQL: the service's statements, in its order (the ledger counts its lines before it reads them). */
function baselineOf(report, companyId, query, account) {
  switch (report) {
    case 'trial-balance':
      return async (client) => {
        await client.query(CHART, [companyId]);
        await client.query(MOVEMENTS, [companyId, query.startDate, query.endDate]);
      };
    case 'balance-sheet':
      return (client) => Promise.all([client.query(CHART, [companyId]), client.query(MOVEMENTS, [companyId, '-infinity', query.referenceDate])]);
    case 'dashboard-summary':
      return (client) => client.query(DASHBOARD, [companyId, query.startDate, query.endDate]);
    default:
      return async (client) => {
        await client.query(CHART, [companyId]);
        await client.query(LEDGER_SCOPE, [companyId, [account], query.startDate, query.endDate]);
        await client.query(LEDGER_LINES(report === 'account-statement'), [companyId, account, query.startDate, query.endDate, LEDGER_CAP + 1]);
      };
  }
}

function percentile(sorted, p) {
  return sorted.length ? +sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1) : null;
}

/** `run(client)` on `CONNECTIONS` connections for `seconds`: requests per second, p50/p99 of each run, in ms. */
async function sqlLoad(pool, run, seconds) {
  const latencies = [];
  const deadline = Date.now() + seconds * 1000;
  let errors = 0;
  let firstError = null;
  const splitBefore = CPU_SPLIT ? cpuByProcess() : null;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const client = await pool.connect();
      try {
        while (Date.now() < deadline) {
          const started = performance.now();
          try {
            await run(client);
            latencies.push(performance.now() - started);
          } catch (error) {
            errors++;
            firstError ??= String(error.message ?? error);
          }
        }
      } finally {
        client.release();
      }
    }),
  );
  const split = splitBefore && latencies.length ? perRequestSplit(splitBefore, cpuByProcess(), latencies.length) : undefined;
  latencies.sort((a, b) => a - b);
  return {
    ...(split ? { cpuMicrosPerRunByProcess: split } : {}),
    requestsPerSecond: Math.round(latencies.length / seconds),
    requests: latencies.length,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: percentile(latencies, 100),
    errors,
    ...(firstError ? { firstError } : {}),
  };
}

/** `YYYY-MM-DD` of the first and last day of the `count` whole months before the month of `day`. */
function wholeMonthsBefore(day, count) {
  const [year, month] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 - count, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { startDate: first.toISOString().slice(0, 10), endDate: last.toISOString().slice(0, 10) };
}

const q = (query) => new URLSearchParams(query).toString();

/** Shape checks of sampled gateway answers (a wrong answer fast is no result). */
const SHAPES = {
  'trial-balance': (expectedRows) => (body) => {
    if (!Array.isArray(body?.data) || body.data.length !== expectedRows) return `data has ${body?.data?.length} rows, expected ${expectedRows}`;
    return null;
  },
  'balance-sheet': () => (body) => (body?.isBalanced === true && body.totalAssets > 0 ? null : `not balanced: ${JSON.stringify(body).slice(0, 200)}`),
  'dashboard-summary': (months) => (body) =>
    body?.monthlyMovement?.length === months && body.cards?.totalEntries > 0 && body.cards.totalDebit === body.cards.totalCredit ? null : `dashboard: ${JSON.stringify(body?.cards)}`,
  ledger: (lines) => (body) => (body?.entries?.length === lines && body.entries.at(-1)?.runningBalance === body.finalBalance ? null : `ledger has ${body?.entries?.length} entries, expected ${lines}`),
};

/** EXPLAIN (ANALYZE, BUFFERS) of the heaviest statements, once warm. */
async function explainReports(client, companyId, year, month, busy) {
  const statements = {
    trialBalanceMovements: [MOVEMENTS, [companyId, year.startDate, year.endDate]],
    busyLedgerLines: [LEDGER_LINES(true), [companyId, busy, month.startDate, month.endDate, LEDGER_CAP + 1]],
    dashboard: [DASHBOARD, [companyId, month.startDate, month.endDate]],
  };
  const plans = {};
  for (const [name, [text, values]] of Object.entries(statements)) {
    await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
    const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
    plans[name] = rows.map((row) => row['QUERY PLAN']);
    log(`EXPLAIN (ANALYZE, BUFFERS) ${name}:\n    ${plans[name].join('\n    ')}`);
  }
  return plans;
}

/**
 * The reports part. `companies`: the measured company and its neighbour,
 * made by the operator ({ id, login() → auth headers }) with the accounting
 * chart seeded.
 */
export async function reportsBench({ stack, companies: [big, neighbour] }) {
  const { timings, counts, end } = await loadBooks(stack.env.DATABASE_URL, [big.id, neighbour.id]);
  const pool = new pg.Pool({ connectionString: stack.env.DATABASE_URL, max: CONNECTIONS + 1, options: '-c search_path=accounting' });
  const database = await pool.connect();
  try {
    const { rows: accounts } = await database.query(`SELECT id, code FROM accounting_accounts WHERE company_id = $1`, [big.id]);
    const idOf = new Map(accounts.map((row) => [row.code, row.id]));
    const month = wholeMonthsBefore(end, 1);
    const quarter = wholeMonthsBefore(end, 3);
    const year = wholeMonthsBefore(end, 12);
    const linesIn = async (code, period) =>
      (
        await database.query(
          `SELECT count(*)::int AS n FROM accounting_journal_entry_lines WHERE company_id = $1 AND accounting_account_id = $2 AND entry_status = 'POSTED' AND entry_date BETWEEN $3 AND $4`,
          [big.id, idOf.get(code), period.startDate, period.endDate],
        )
      ).rows[0].n;
    const busyLines = await linesIn(BUSY_ACCOUNT, month);
    const quietLines = await linesIn(QUIET_ACCOUNT, month);
    const plans = process.env.BENCH_EXPLAIN === '0' ? undefined : await explainReports(database, big.id, year, month, idOf.get(BUSY_ACCOUNT));
    const cases = [
      ['trial-balance', 'trial balance, one year', year, SHAPES['trial-balance'](accounts.length)],
      ['balance-sheet', `balance sheet at ${end}`, { referenceDate: end }, SHAPES['balance-sheet']()],
      ['dashboard-summary', 'dashboard, one quarter', quarter, SHAPES['dashboard-summary'](3)],
      ['general-ledger', `general ledger, one month, busy account ${BUSY_ACCOUNT} (${busyLines} lines)`, { ...month, accountingAccountId: idOf.get(BUSY_ACCOUNT) }, SHAPES.ledger(busyLines)],
      ['general-ledger', `general ledger, one month, quiet account ${QUIET_ACCOUNT} (${quietLines} lines)`, { ...month, accountingAccountId: idOf.get(QUIET_ACCOUNT) }, SHAPES.ledger(quietLines)],
      ['account-statement', `account statement, one month, busy account ${BUSY_ACCOUNT} (${busyLines} lines)`, { ...month, accountingAccountId: idOf.get(BUSY_ACCOUNT) }, SHAPES.ledger(busyLines)],
    ];
    const headers = await big.login();
    const base = new URL(stack.baseUrl).pathname;
    const results = {
      lines: counts[0].lines,
      entries: counts[0].entries,
      otherCompanyLines: counts[1].lines,
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      periods: { month, quarter, year, referenceDate: end },
      busyAccountLinesInMonth: busyLines,
      quietAccountLinesInMonth: quietLines,
      load: timings,
      reports: [],
    };
    const quiet = () => settle(database);
    // BENCH_REPORTS=general-ledger,account-statement measures only those (while working on them); `widest` the widest ledgers' memory.
    const only = process.env.BENCH_REPORTS?.split(',');
    for (const [report, name, query, check] of cases.filter(([report]) => !only || only.includes(report))) {
      await quiet();
      const run = baselineOf(report, big.id, query, query.accountingAccountId);
      await sqlLoad(pool, run, 3);
      const plain = await sqlLoad(pool, run, DURATION_S);
      log(`plain SQL, ${name}: ${plain.requestsPerSecond} runs/s, p50 ${plain.p50Ms} ms, p99 ${plain.p99Ms} ms${plain.cpuMicrosPerRunByProcess ? `, CPU µs per run ${JSON.stringify(plain.cpuMicrosPerRunByProcess)}` : ''}${plain.errors ? ` — ${plain.errors} ERRORS: ${plain.firstError}` : ''}`);
      await quiet();
      const gateway = await measure(`gateway GET /accounting-reports/${report}, ${name}`, stack.baseUrl, {
        headers,
        paths: [`${base}/accounting-reports/${report}?${q(query)}`],
        connections: CONNECTIONS,
        duration: DURATION_S,
        timeout: TIMEOUT_S,
        check,
        sampleEvery: 5,
        settle: quiet,
      });
      results.reports.push({ report, name, query, plain, gateway });
    }
    // Last: on code without a bound, the widest ledger may leave accounting with a heap of hundreds of MB.
    if (!only || only.includes('widest')) {
      results.widest = await widestLedgersBench({ stack, database, companyId: big.id, headers, idOf, busy: idOf.get(BUSY_ACCOUNT), end, connections: CONNECTIONS, settle: quiet });
    }
    if (plans) results.plans = plans;
    return results;
  } finally {
    database.release();
    await pool.end();
  }
}

/** The reports table: gateway and plain SQL side by side, the target, met; loud lines for measurements with errors. */
export function reportsTable(r) {
  const size = r.lines.toLocaleString('en');
  const lines = [
    '',
    `| Reports: ${size} journal lines (${r.entries.toLocaleString('en')} entries, 2 years) beside another company of ${r.otherCompanyLines.toLocaleString('en')}; ${r.connections} connections | gateway req/s | gateway p50 ms | gateway p99 ms | CPU µs/request | plain SQL p50 ms | plain SQL p99 ms | target | met |`,
    '|---|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  const failing = [];
  for (const { name, plain, gateway } of r.reports) {
    const wrong = problems(gateway) || (plain.errors ? `${plain.errors} SQL errors` : '');
    if (wrong) failing.push([name, wrong]);
    const met = wrong ? '**no (errors)**' : gateway.p99Ms < TARGET_P99_MS ? 'yes' : '**no**';
    lines.push(`| ${name} | ${gateway.requestsPerSecond} | ${gateway.p50Ms} | ${gateway.p99Ms} | ${gateway.cpuMicrosPerRequest ?? ''} | ${plain.p50Ms} | ${plain.p99Ms} | p99 < ${TARGET_P99_MS} ms | ${met} |`);
  }
  const { month, quarter, year, referenceDate } = r.periods;
  lines.push(
    '',
    `Periods: year ${year.startDate}..${year.endDate}, quarter ${quarter.startDate}..${quarter.endDate}, month ${month.startDate}..${month.endDate}, balance sheet at ${referenceDate}. ` +
      `Loading: ${r.load.totalSeconds} s (insert ${r.load.insertSeconds} s, VACUUM ANALYZE ${r.load.vacuumAnalyzeSeconds} s); lines table ${r.load.linesTableSize} (${r.load.allLines.toLocaleString('en')} lines); ` +
      `${r.load.dailyBalanceRows.toLocaleString('en')} daily-balance rows in the measured company.`,
  );
  if (r.widest) lines.push(widestTable(r.widest));
  if (failing.length) lines.push('', '**!!! THIS RUN HAD ERRORS — its figures are not comparable: !!!**', ...failing.map(([name, wrong]) => `- ${name}: ${wrong}`));
  return { text: lines.join('\n'), failing };
}
