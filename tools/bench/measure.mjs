// Load generation shared by the parts of `npm run bench` (run.mjs, lists.mjs).
import autocannon from 'autocannon';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
export const WARMUP_S = 5;
export const log = (message) => console.error(`[bench] ${message}`);

/**
 * Busy CPU time of the whole machine so far, in microseconds (Linux
 * /proc/stat: user, nice, system, irq, softirq; steal and idle left out), or
 * null elsewhere. Divided by the requests served, it is what one request
 * costs every process together, the load generator included: steadier than
 * req/s on a shared machine, whose available CPU moves between runs.
 */
function machineBusyMicros() {
  if (!existsSync('/proc/stat')) return null;
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1).map(Number);
  return ((user + nice + system + irq + softirq) * 1e6) / 100; // USER_HZ is 100 on Linux
}

/**
 * Busy CPU so far of every process of this bench (Linux /proc/<pid>/stat
 * utime + stime, in microseconds), each with its kind: a Node process is
 * named by the app it runs (`gateway`, `people-crm`…; the bench itself is
 * `bench`), others by their command (`postgres`, `nats-server`,
 * `redis-server`). Asked for with BENCH_CPU_SPLIT=1: then every measurement
 * logs where its CPU went. On a machine shared with other stacks, only the
 * bench's own processes count once scopeCpuSplit named its database: the
 * bench and what it started (its apps, its NATS), and the PostgreSQL
 * backends connected to that database (the server is shared).
 */
let scope = null;

/** Counts only this bench's processes and the PostgreSQL backends of `databaseUrl` from now on. */
export function scopeCpuSplit(databaseUrl) {
  scope = { database: decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) };
}

export function cpuByProcess() {
  const processes = new Map();
  const parents = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      let kind = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (kind.startsWith('node')) {
        kind = Number(pid) === process.pid ? 'bench' : (/apps\/([a-z-]+)\//.exec(command)?.[1] ?? 'node (other)');
      }
      parents.set(pid, fields[1]);
      processes.set(pid, { kind, command, micros: ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100 });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  if (!scope) return processes;
  const ours = (pid) => {
    for (let at = pid, hops = 0; at && at !== '0' && hops < 64; at = parents.get(at), hops++) if (at === String(process.pid)) return true;
    return false;
  };
  for (const [pid, { kind, command }] of processes) {
    const backend = kind === 'postgres' && command.includes(` ${scope.database} `);
    if (!backend && !ours(pid)) processes.delete(pid);
  }
  return processes;
}

export const CPU_SPLIT = process.env.BENCH_CPU_SPLIT === '1' && existsSync('/proc/stat');

/**
 * One autocannon run. `check(body)`, when given, is applied to every
 * `sampleEvery`-th 2xx response (parsed JSON) and returns a problem or null;
 * the first non-2xx body is kept either way, so a failing run says why.
 * `timeout` (seconds) is autocannon's per-request timeout (its default is 10).
 */
export async function load(url, { headers = {}, paths, method = 'GET', body, connections = CONNECTIONS, duration = DURATION_S, amount, overallRate, timeout, check, sampleEvery = 25 }) {
  let next = 0;
  let ok = 0;
  const checks = { sampled: 0, failed: 0, firstFailure: null };
  let firstNon2xx = null;
  const onResponse = (status, responseBody) => {
    if (status < 200 || status > 299) {
      firstNon2xx ??= `${status} ${String(responseBody).slice(0, 300)}`;
      return;
    }
    if (!check || ok++ % sampleEvery) return;
    checks.sampled++;
    let problem;
    try {
      problem = check(JSON.parse(responseBody));
    } catch (error) {
      problem = `unreadable body (${error.message}): ${String(responseBody).slice(0, 200)}`;
    }
    if (problem) {
      checks.failed++;
      checks.firstFailure ??= problem;
    }
  };
  const busyBefore = machineBusyMicros();
  const splitBefore = CPU_SPLIT ? cpuByProcess() : null;
  const result = await autocannon({
    url,
    connections,
    ...(amount ? { amount } : { duration }),
    ...(overallRate ? { overallRate } : {}),
    ...(timeout ? { timeout } : {}),
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    requests: [{ method, setupRequest: (request) => ({ ...request, path: paths ? paths[next++ % paths.length] : request.path, body: body?.(next) }), onResponse }],
  });
  const busy = busyBefore === null ? null : machineBusyMicros() - busyBefore;
  const split = splitBefore && result.requests.total ? perRequestSplit(splitBefore, cpuByProcess(), result.requests.total) : undefined;
  return {
    ...(split ? { cpuMicrosPerRequestByProcess: split } : {}),
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    cpuMicrosPerRequest: busy === null || !result.requests.total ? null : Math.round(busy / result.requests.total),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    // autocannon counts a timeout among its errors too.
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
    ...(firstNon2xx ? { firstNon2xx } : {}),
    ...(check ? { checks } : {}),
  };
}

/** CPU per request of each process kind: processes that ended meanwhile are lost, new ones count whole. */
export function perRequestSplit(before, after, requests) {
  const totals = {};
  for (const [pid, { kind, micros }] of after) totals[kind] = (totals[kind] ?? 0) + micros - (before.get(pid)?.micros ?? 0);
  const split = Object.entries(totals)
    .map(([kind, micros]) => [kind, Math.round(micros / requests)])
    .filter(([, micros]) => micros > 0)
    .sort((a, b) => b[1] - a[1]);
  return Object.fromEntries(split);
}

/** What went wrong in a measurement, or '' when nothing did. */
export function problems(result) {
  if (!result) return '';
  const found = [];
  if (result.non2xx) found.push(`${result.non2xx} non-2xx (${Object.entries(result.statusCodes).filter(([code]) => !code.startsWith('2')).map(([code, n]) => `${n}× ${code}`).join(', ')})`);
  if (result.timeouts) found.push(`${result.timeouts} client timeouts`);
  if (result.errors - (result.timeouts ?? 0) > 0) found.push(`${result.errors - result.timeouts} connection errors`);
  if (result.checks?.failed) found.push(`${result.checks.failed}/${result.checks.sampled} sampled responses of the wrong shape (first: ${result.checks.firstFailure})`);
  if (result.checks && !result.checks.sampled) found.push('no 2xx response to check the shape of');
  return found.join('; ');
}

/** Warms up (results discarded), then measures. */
export async function measure(name, url, options) {
  await load(url, { ...options, duration: WARMUP_S });
  await options.settle?.();
  const result = await load(url, options);
  const wrong = problems(result);
  log(`${name}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.cpuMicrosPerRequest ?? '?'} µs CPU/request${wrong ? ` — ERRORS: ${wrong}` : ''}`);
  if (result.firstNon2xx) log(`${name}: first non-2xx answer: ${result.firstNon2xx}`);
  if (result.cpuMicrosPerRequestByProcess) {
    log(`${name}: CPU µs/request by process: ${Object.entries(result.cpuMicrosPerRequestByProcess).map(([kind, micros]) => `${kind} ${micros}`).join(', ')}`);
  }
  return result;
}

/**
 * Waits until the database has no statement running but ours, so a slow
 * measurement's leftovers (requests autocannon gave up on, still queued in
 * the services) do not run into the next one. Gives up after `maxMs`.
 */
export async function settle(client, maxMs = 60_000) {
  const deadline = Date.now() + maxMs;
  let quiet = 0;
  while (Date.now() < deadline) {
    const { rows } = await client.query(
      `SELECT count(*)::int AS busy FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    quiet = rows[0].busy ? 0 : quiet + 1;
    if (quiet >= 3) return;
    await sleep(200);
  }
  log(`database still busy after ${maxMs / 1000} s; measuring anyway`);
}
