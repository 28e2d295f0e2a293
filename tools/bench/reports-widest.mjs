// The widest ledgers of the reports bench (reports.mjs): what answering
// them costs accounting in memory. Read from Linux /proc/<pid>/status of the
// bench stack's own processes: VmRSS (resident now) and VmHWM (the most
// resident since the process started), before and after
// - the account statement of the busy account over the longest period
//   ending on the books' last day that holds at most LEDGER_CAP lines,
//   requested on several connections at once for a while (the most a
//   ledger answers, as often as it can);
// - the general ledger and the account statement of the root account
//   1 Ativo over 1000-01-01..9999-12-31 (every line of most of the books);
// - the dashboard over that period (a month each for 9,000 years).
// See docs/benchmarks.md and docs/accounting.md (Reports, "How much a
// ledger answers").
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { log, measure } from './measure.mjs';

const require = createRequire(import.meta.url);

/** The most lines a ledger answers (accounting's MAX_LEDGER_LINES, once built; its value otherwise, for a run on code without it). */
export const LEDGER_CAP = (() => {
  const built = '../../apps/accounting/dist/modules/reports/report-bounds.js';
  try {
    return require(built).MAX_LEDGER_LINES;
  } catch {
    return 20_000;
  }
})();
/** The widest period the API takes (years below 1000 are not dates to it). */
const WIDEST = { startDate: '1000-01-01', endDate: '9999-12-31' };
const ROOT_ACCOUNT = '1';
const AT_CAP_DURATION_S = Number(process.env.BENCH_REPORT_DURATION_S ?? 15);
const WIDEST_TIMEOUT_MS = 180_000;

/** VmRSS and VmHWM of a process in MiB (null where /proc is not there, or the process has ended). */
function memoryOf(pid) {
  const file = `/proc/${pid}/status`;
  if (!pid || !existsSync(file)) return null;
  const status = readFileSync(file, 'utf8');
  const mib = (name) => Math.round(Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024);
  return { rssMiB: mib('VmRSS'), hwmMiB: mib('VmHWM') };
}

const q = (query) => new URLSearchParams(query).toString();

/** The earliest day from which the account's POSTED lines up to `end` are at most `cap`. */
async function dayForCap(database, companyId, accountId, end, cap) {
  const { rows } = await database.query(
    `SELECT day::text, lines::int FROM (
       SELECT entry_date AS day, sum(count(*)) OVER (ORDER BY entry_date DESC) AS lines
       FROM accounting_journal_entry_lines
       WHERE company_id = $1 AND accounting_account_id = $2 AND entry_status = 'POSTED' AND entry_date <= $3::date
       GROUP BY entry_date) d
     WHERE lines <= $4 ORDER BY day LIMIT 1`,
    [companyId, accountId, end, cap],
  );
  return rows[0];
}

/** One request, whole: status, time, bytes, and the error's message and fields when refused. */
async function once(url, headers) {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(WIDEST_TIMEOUT_MS) });
    const text = await response.text();
    const ms = Math.round(performance.now() - started);
    let refusal;
    if (response.status !== 200) {
      try {
        const body = JSON.parse(text);
        refusal = { message: body.message, errors: body.errors };
      } catch {
        refusal = { text: text.slice(0, 200) };
      }
    }
    return { status: response.status, ms, bytes: Buffer.byteLength(text), ...(refusal ? { refusal } : {}) };
  } catch (error) {
    return { status: null, ms: Math.round(performance.now() - started), error: String(error.message ?? error) };
  }
}

/**
 * Runs last in the reports part (the widest ledger on code without a bound
 * may leave accounting with a heap of hundreds of MB, or without a reply).
 */
export async function widestLedgersBench({ stack, database, companyId, headers, idOf, busy, end, connections, settle }) {
  const pids = { accounting: stack.processes.get('accounting')?.pid, gateway: stack.processes.get('gateway')?.pid };
  const memory = () => Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, memoryOf(pid)]));
  const base = `${stack.baseUrl}/accounting-reports`;
  const results = { cap: LEDGER_CAP, steps: [] };
  const step = (name, extra) => {
    const entry = { name, memory: memory(), ...extra };
    results.steps.push(entry);
    log(`widest ledgers, ${name}: accounting ${JSON.stringify(entry.memory.accounting)}, gateway ${JSON.stringify(entry.memory.gateway)}${extra ? ` ${JSON.stringify(extra)}` : ''}`);
  };
  step('before');

  await settle();
  const atCap = await dayForCap(database, companyId, busy, end, LEDGER_CAP);
  const capQuery = { startDate: atCap.day, endDate: end, accountingAccountId: busy };
  const capName = `account statement at the cap, busy account ${atCap.day}..${end} (${atCap.lines} lines), ${connections} at once`;
  const capRun = await measure(capName, `${stack.baseUrl}`, {
    headers,
    paths: [`${new URL(base).pathname}/account-statement?${q(capQuery)}`],
    connections,
    duration: AT_CAP_DURATION_S,
    timeout: 60,
    check: (body) => (body?.entries?.length === atCap.lines ? null : `statement has ${body?.entries?.length} entries, expected ${atCap.lines}`),
    sampleEvery: 1,
    settle,
  });
  step('after the statement at the cap', { lines: atCap.lines, requests: capRun.requests, p50Ms: capRun.p50Ms, p99Ms: capRun.p99Ms, non2xx: capRun.non2xx });

  const root = idOf.get(ROOT_ACCOUNT);
  for (const report of ['general-ledger', 'account-statement']) {
    await settle();
    const answer = await once(`${base}/${report}?${q({ ...WIDEST, accountingAccountId: root })}`, headers);
    step(`after the ${report} of ${ROOT_ACCOUNT} over ${WIDEST.startDate}..${WIDEST.endDate}`, answer);
  }
  await settle();
  step(`after the dashboard-summary over ${WIDEST.startDate}..${WIDEST.endDate}`, await once(`${base}/dashboard-summary?${q(WIDEST)}`, headers));
  const [{ n: rootLines }] = (
    await database.query(
      `SELECT count(*)::int AS n FROM accounting_journal_entry_lines l JOIN accounting_accounts a ON a.company_id = l.company_id AND a.id = l.accounting_account_id
       WHERE l.company_id = $1 AND l.entry_status = 'POSTED' AND a.code LIKE '1.%'`,
      [companyId],
    )
  ).rows;
  results.rootLines = rootLines;
  return results;
}

/** The widest ledgers' table: memory of accounting and the gateway at each step. */
export function widestTable(r) {
  const lines = [
    '',
    `| Widest ledgers (cap ${r.cap.toLocaleString('en')} lines; root account ${ROOT_ACCOUNT} has ${r.rootLines.toLocaleString('en')} POSTED lines) | answer | accounting RSS MiB | accounting HWM MiB | gateway RSS MiB | gateway HWM MiB |`,
    '|---|---|---:|---:|---:|---:|',
  ];
  for (const { name, memory, ...answer } of r.steps) {
    const what = answer.status !== undefined ? `${answer.status ?? answer.error} in ${answer.ms} ms, ${answer.bytes ?? 0} bytes` : answer.requests ? `${answer.requests} × 200, p99 ${answer.p99Ms} ms${answer.non2xx ? `, ${answer.non2xx} non-2xx` : ''}` : '';
    lines.push(`| ${name} | ${what} | ${memory.accounting?.rssMiB ?? ''} | ${memory.accounting?.hwmMiB ?? ''} | ${memory.gateway?.rssMiB ?? ''} | ${memory.gateway?.hwmMiB ?? ''} |`);
  }
  return lines.join('\n');
}
