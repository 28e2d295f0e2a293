// Noisy neighbours, the `noisy` part of run.mjs (`BENCH_ONLY=noisy npm run -s bench`):
// what a company that runs every abuse issue #31 bounded does to another
// company's latency, against a quiet run of the same bench.
//
// The quiet company is measured twice, the same way each time, at fixed
// rates (so its latency, not its share of the machine, is what moves):
// GET /persons/:id, GET /persons?limit=20 and POST /persons at once, each
// write's person.created event delivered to two subscriptions on a local
// receiver (event timestamp → first attempt received). First alone (the
// quiet run), then while the noisy company runs, at full speed and all at
// once (noisy-abuse.mjs, a process of its own):
// - idempotency fill: POST /signs with a fresh Idempotency-Key each, answers
//   just under the 64 KiB kept whole, past its IDEMPOTENCY_BUDGET_BYTES;
// - a replay storm: POST /webhooks/:id/replay of 10,000 events on each of
//   its subscriptions, again as soon as answered (409 while one runs, 429
//   past WEBHOOK_MAX_PENDING_PER_COMPANY);
// - the widest ledgers: general ledger and account statement over
//   0001-01-01..9999-12-31 of the root account (past the 20,000-line cap:
//   400) and of the busiest account still under the cap (the largest answer);
// - `If-None-Match: *` gets by id (counted by the rate limit);
// - 100 reports at once (trial balance, balance sheet, dashboard, a month's
//   ledger) on books of BENCH_NOISY_LINES journal lines: past the gateway's
//   REPORTS_IN_FLIGHT_PER_COMPANY (4, the widest ledgers included) they are
//   429 RATE_LIMIT_EXCEEDED, counted apart by reason from the gateway's metrics.
// The noisy company has the gateway's rate limit, the spec's 100 a minute, so
// most of each abuse is refused with 429 (the table shows served against
// refused); the quiet company, a large customer, has been given what its load
// needs by the operator (QUIET_RATE_LIMIT_PER_MINUTE).
// Meanwhile: Redis used_memory (the server's, and the keys of this run's
// namespace), and accounting's VmRSS, sampled. Figures in
// docs/reliability.md ("Noisy neighbours").
//
//   BENCH_NOISY_ABUSES=reports,replay …   only those abuses in the noisy run (to find which one hurts)
//   BENCH_NOISY_SECONDS=40 …              the quiet company's measured seconds in each run
//   BENCH_NOISY_QUIET_RUNS=2 …            quiet runs before the noisy one; per metric the lowest p99 is the baseline
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { createRequire } from 'node:module';
import { log, measure, problems, settle } from './measure.mjs';
import { loadBooks } from './reports-books.mjs';
import { LEDGER_CAP } from './reports-widest.mjs';

const require = createRequire(import.meta.url);
const { newEventId } = require('@bizapi/runtime');

const MEASURED_S = Number(process.env.BENCH_NOISY_SECONDS ?? 40);
const QUIET_RUNS = Math.max(1, Number(process.env.BENCH_NOISY_QUIET_RUNS ?? 2));
/** The abuses run this long before the quiet company is measured: the budgets have bitten by then. */
const LEAD_S = 15;
const QUIET_PERSONS = Number(process.env.BENCH_NOISY_PERSONS ?? 10_000);
const NOISY_PERSONS = 1_000;
const NOISY_LINES = Number(process.env.BENCH_NOISY_LINES ?? 200_000);
/** The quiet company's load: requests per second offered, on enough connections to keep the rate when answers slow down. */
const QUIET_LOAD = {
  byId: { rate: 100, connections: 50 },
  list: { rate: 10, connections: 10 },
  writes: { rate: 20, connections: 20 },
};
/**
 * The quiet company's own rate limit, which run.mjs has the operator set (`companies:update --rate-limit`):
 * its load (130 requests a second, 7,800 a minute) with a quarter more for the pacing's jitter, the
 * warm-up that runs into the measured seconds and the bench's own calls. The noisy company keeps the
 * gateway's default, the spec's 100 a minute: an abuser within the limits every company has.
 */
export const QUIET_RATE_LIMIT_PER_MINUTE = Math.ceil(Object.values(QUIET_LOAD).reduce((sum, { rate }) => sum + rate, 0) * 60 * 1.25);
const QUIET_SUBSCRIPTIONS = 2;
const NOISY_SUBSCRIPTIONS = 5;
/** The largest replay (MAX_REPLAY_EVENTS of the webhooks service): the noisy company's stored events, one day of them. */
const REPLAY_EVENTS = 10_000;
const REPORT_CONNECTIONS = 100;
const TARGET_RATIO = 1.5;
/** The widest period the API takes: a year below 1000 is INVALID_DATE_FORMAT (the bench asks once, for the record). */
const WIDEST = { startDate: '1000-01-01', endDate: '9999-12-31' };
const YEAR_ONE = { startDate: '0001-01-01', endDate: '9999-12-31' };
const ABUSES = ['idempotency', 'replay', 'widest', 'if-none-match', 'reports'];
const SELECTED = (process.env.BENCH_NOISY_ABUSES || ABUSES.join(',')).split(',').map((name) => name.trim());
if (SELECTED.some((name) => !ABUSES.includes(name))) throw new Error(`BENCH_NOISY_ABUSES: ${ABUSES.join(', ')}`);

const q = (query) => new URLSearchParams(query).toString();

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
}

/**
 * Starts the sampler (noisy-sampler.mjs, a process of its own so that its
 * Redis reads do not share the load generators' event loop); the function it
 * returns stops it and gives its samples, each with its second since the start.
 */
async function startSampler(startChild, start) {
  const child = startChild('noisy-sampler.mjs', {});
  const reply = () => new Promise((resolve) => child.once('message', resolve));
  const started = reply();
  child.send({ start });
  await started;
  return async () => {
    const samples = reply();
    child.send('stop');
    return (await samples).samples;
  };
}

/** A day of the company's events, as the webhooks service's intake stores them, for its replays to read. */
async function noisyEvents(database, companyId, day) {
  const start = Date.parse(`${day}T00:00:00.000Z`);
  const events = Array.from({ length: REPLAY_EVENTS }, (_, index) => {
    const id = newEventId();
    const timestamp = new Date(start + index * 1000).toISOString();
    return { id, timestamp, body: JSON.stringify({ id, event: 'person.created', timestamp, companyId, data: { name: `Replayed ${index}` } }) };
  });
  await database.query(
    `INSERT INTO webhooks.received_events (id, company_id, event, occurred_at, body)
     SELECT id, $2, 'person.created', occurred_at, body FROM unnest($1::text[], $3::timestamptz[], $4::text[]) AS t(id, occurred_at, body)`,
    [events.map((e) => e.id), companyId, events.map((e) => e.timestamp), events.map((e) => e.body)],
  );
}

/**
 * The noisy part. `quiet`, `noisy`: companies made by the operator ({ id,
 * login() → auth headers }), the noisy one with the accounting chart
 * seeded; `seedPersons(databaseUrl, companyId, count)` → ids, and
 * `startChild(script, env)` from run.mjs.
 */
export async function noisyBench({ stack, quiet, noisy, seedPersons, startChild }) {
  const base = new URL(stack.baseUrl).pathname;
  const database = new pg.Client({ connectionString: stack.env.DATABASE_URL });
  await database.connect();
  const receiver = startChild('receiver.mjs', {});
  const { port } = await new Promise((resolve) => receiver.once('message', resolve));
  const ask = (message) =>
    new Promise((resolve) => {
      receiver.once('message', resolve);
      receiver.send(message);
    });
  try {
    // Data, by SQL: the quiet company's persons; the noisy one's persons, books and a day of received events.
    log(`noisy: seeding ${QUIET_PERSONS.toLocaleString('en')} persons (quiet company), ${NOISY_PERSONS} persons, ${NOISY_LINES.toLocaleString('en')} journal lines and ${REPLAY_EVENTS.toLocaleString('en')} received events (noisy company)`);
    const quietIds = await seedPersons(stack.env.DATABASE_URL, quiet.id, QUIET_PERSONS);
    const noisyIds = await seedPersons(stack.env.DATABASE_URL, noisy.id, NOISY_PERSONS);
    const books = await loadBooks(stack.env.DATABASE_URL, [noisy.id], { lines: NOISY_LINES });
    const replayDay = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    await noisyEvents(database, noisy.id, replayDay);

    const quietHeaders = await quiet.login();
    const noisyHeaders = await noisy.login();
    // The limits each company's answers name (RateLimit-Limit): the quiet one's own, the noisy one's the default.
    const rateLimits = {};
    for (const [name, headers] of [['quiet', quietHeaders], ['noisy', noisyHeaders]]) {
      const response = await fetch(`${stack.baseUrl}/persons?limit=1`, { headers });
      rateLimits[name] = Number(response.headers.get('ratelimit-limit'));
    }
    log(`noisy: rate limits per minute: quiet company ${rateLimits.quiet}, noisy company ${rateLimits.noisy}`);
    const call = async (headers, method, path, body, extra = {}) => {
      const response = await fetch(`${stack.baseUrl}${path}`, {
        method,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}), ...extra },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : undefined };
    };
    const subscribe = async (headers, path) => {
      const response = await call(headers, 'POST', '/webhooks', { url: `http://127.0.0.1:${port}${path}`, events: ['person.created'] });
      if (response.status !== 201) throw new Error(`subscription: ${response.status} ${response.text}`);
      return response.body.id;
    };
    for (let i = 0; i < QUIET_SUBSCRIPTIONS; i++) await subscribe(quietHeaders, `/quiet-${i}`);
    const noisySubscriptions = [];
    for (let i = 0; i < NOISY_SUBSCRIPTIONS; i++) noisySubscriptions.push(await subscribe(noisyHeaders, `/noisy-${i}`));

    // The idempotency fill's body: content that makes the answer just under the largest kept whole (64 KiB).
    const probe = await call(noisyHeaders, 'POST', '/signs', { title: 'Contrato de abuso', content: 'x' });
    if (probe.status !== 201) throw new Error(`POST /signs: ${probe.status} ${probe.text}`);
    const contentChars = 64 * 1024 - (Buffer.byteLength(probe.text) - 1) - 64;
    // Random (incompressible) text, as a real contract's bytes are to PostgreSQL: 16 of them, used in turn.
    const signBodies = Array.from({ length: 16 }, () =>
      JSON.stringify({ title: 'Contrato de abuso', content: randomBytes(contentChars).toString('base64').slice(0, contentChars) }),
    );
    const sized = await call(noisyHeaders, 'POST', '/signs', JSON.parse(signBodies[0]));
    const signAnswerBytes = Buffer.byteLength(sized.text);
    log(`noisy: idempotency fill with ${Buffer.byteLength(signBodies[0])}-byte bodies, answers of ${signAnswerBytes} bytes (kept whole up to ${64 * 1024})`);

    // The widest ledgers: the root account, past the cap, and the account of most lines still under it.
    const { rows: accounts } = await database.query(
      `SELECT a.id, a.code, coalesce(sum(b.posted_lines), 0)::int AS lines
         FROM accounting.accounting_accounts a LEFT JOIN accounting.account_daily_balances b ON b.company_id = a.company_id AND b.accounting_account_id = a.id
        WHERE a.company_id = $1 GROUP BY a.id, a.code`,
      [noisy.id],
    );
    const root = accounts.find((account) => account.code === '1');
    const rootLines = (await database.query(
      `SELECT count(*)::int AS n FROM accounting.accounting_journal_entry_lines l JOIN accounting.accounting_accounts a ON a.company_id = l.company_id AND a.id = l.accounting_account_id
        WHERE l.company_id = $1 AND l.entry_status = 'POSTED' AND a.code LIKE '1.%'`,
      [noisy.id],
    )).rows[0].n;
    const underCap = accounts.filter((account) => account.lines <= LEDGER_CAP).sort((a, b) => b.lines - a.lines)[0];
    const widestPaths = [root.id, underCap.id].flatMap((accountingAccountId) =>
      ['general-ledger', 'account-statement'].map((report) => `${base}/accounting-reports/${report}?${q({ ...WIDEST, accountingAccountId })}`),
    );
    const yearOne = await call(noisyHeaders, 'GET', `/accounting-reports/general-ledger?${q({ ...YEAR_ONE, accountingAccountId: root.id })}`);
    const widestProbe = await call(noisyHeaders, 'GET', widestPaths[0].slice(base.length));
    const answerOf = (response) => ({ status: response.status, message: response.body?.message, errors: response.body?.errors });
    log(`noisy: general ledger of root account 1 over ${YEAR_ONE.startDate}..${YEAR_ONE.endDate}: ${yearOne.status} ${yearOne.text.slice(0, 160)}`);
    log(`noisy: over ${WIDEST.startDate}..${WIDEST.endDate} (${rootLines.toLocaleString('en')} lines): ${widestProbe.status} ${widestProbe.text.slice(0, 200)}`);
    log(`noisy: widest ledger under the cap: account ${underCap.code} (${underCap.lines.toLocaleString('en')} lines)`);

    // 100 reports at once: the screens an accountant opens, on the noisy company's books.
    const end = books.end;
    const monthStart = `${end.slice(0, 7)}-01`;
    const yearStart = `${Number(end.slice(0, 4)) - 1}${end.slice(4)}`;
    const busy = accounts.find((account) => account.code === '1.1.1.02');
    const reportPaths = [
      `trial-balance?${q({ startDate: yearStart, endDate: end })}`,
      `balance-sheet?${q({ referenceDate: end })}`,
      `dashboard-summary?${q({ startDate: yearStart, endDate: end })}`,
      `general-ledger?${q({ startDate: monthStart, endDate: end, accountingAccountId: busy.id })}`,
      `account-statement?${q({ startDate: monthStart, endDate: end, accountingAccountId: busy.id })}`,
    ].map((path) => `${base}/accounting-reports/${path}`);

    // `If-None-Match: *` is counted by the rate limit: RateLimit-Remaining falls by one for each.
    const remaining = async () => Number((await call(noisyHeaders, 'GET', `/persons/${noisyIds[0]}`)).headers.get('ratelimit-remaining'));
    const before = await remaining();
    const conditional = [];
    for (let i = 0; i < 20; i++) conditional.push((await call(noisyHeaders, 'GET', `/persons/${noisyIds[i]}`, undefined, { 'if-none-match': '*' })).status);
    const ifNoneMatchCounted = before - (await remaining()) - 1;
    log(`noisy: 20 GET with If-None-Match: * answered ${[...new Set(conditional)].join(', ')}; the rate limit counted ${ifNoneMatchCounted} of them`);

    const abuses = [
      { name: 'idempotency', method: 'POST', paths: [`${base}/signs`], bodies: signBodies, freshIdempotencyKey: true, connections: 8 },
      {
        name: 'replay',
        method: 'POST',
        paths: noisySubscriptions.map((id) => `${base}/webhooks/${id}/replay`),
        bodies: [JSON.stringify({ from: replayDay, to: replayDay })],
        connections: NOISY_SUBSCRIPTIONS,
      },
      { name: 'widest', paths: widestPaths, connections: 4, timeoutSeconds: 120 },
      { name: 'if-none-match', paths: noisyIds.map((id) => `${base}/persons/${id}`), headers: { 'if-none-match': '*' }, connections: 8 },
      { name: 'reports', paths: reportPaths, connections: REPORT_CONNECTIONS, timeoutSeconds: 120 },
    ]
      .filter((abuse) => SELECTED.includes(abuse.name))
      .map((abuse) => ({ ...abuse, headers: { ...noisyHeaders, ...abuse.headers } }));

    const context = { stack, base, quietHeaders, quietIds, ask, database, startChild, quietId: quiet.id, noisyId: noisy.id, accountingPid: stack.processes.get('accounting')?.pid };
    // The quiet baseline is the better of QUIET_RUNS runs, metric by metric: the first run after the seeding
    // often meets the machine still settling (its p99s several times the next run's), which would make any ratio look good.
    const quietRuns = [];
    for (let run = 1; run <= QUIET_RUNS; run++) {
      quietRuns.push(await runPhase(QUIET_RUNS > 1 ? `quiet run ${run}` : 'quiet run', context));
      await settle(database);
    }
    const quietRun = bestOf(quietRuns);
    const noisyRun = await runPhase('noisy run', context, async () => {
      const abuser = startChild('noisy-abuse.mjs', {});
      await new Promise((resolve) => abuser.once('message', resolve));
      abuser.send({ type: 'start', baseUrl: stack.baseUrl, abuses });
      await new Promise((resolve) => abuser.once('message', resolve));
      log(`noisy: ${abuses.map((abuse) => abuse.name).join(', ')} running; the quiet company is measured in ${LEAD_S} s`);
      await sleep(LEAD_S * 1000);
      return async () => {
        const stopped = new Promise((resolve) => abuser.once('message', resolve));
        abuser.send({ type: 'stop' });
        const { results } = await stopped;
        abuser.kill();
        return results;
      };
    });
    const { rows: pending } = await database.query(
      `SELECT status, count(*)::int AS n FROM webhooks.deliveries WHERE company_id = $1 GROUP BY status`,
      [noisy.id],
    );
    return {
      measuredSeconds: MEASURED_S,
      quietLoad: QUIET_LOAD,
      rateLimits,
      quietPersons: QUIET_PERSONS,
      noisyLines: books.counts[0].lines,
      abuses: abuses.map(({ name, connections }) => ({ name, connections })),
      signAnswerBytes,
      rootLines,
      underCap: { code: underCap.code, lines: underCap.lines },
      ledgerCap: LEDGER_CAP,
      ifNoneMatchCounted,
      widestAnswers: { yearOne: answerOf(yearOne), widest: answerOf(widestProbe) },
      noisyDeliveriesByStatus: Object.fromEntries(pending.map((row) => [row.status, row.n])),
      loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number),
      quiet: quietRun,
      quietRuns,
      noisy: noisyRun,
    };
  } finally {
    receiver.kill();
    await database.end();
  }
}

/**
 * One run: `begin()` (the abuses, in the noisy run) returns the function
 * that ends them; then the quiet company's load, warm-up and measured, all
 * three at once; then its deliveries are awaited.
 */
async function runPhase(name, { stack, base, quietHeaders, quietIds, ask, database, startChild, quietId, noisyId, accountingPid }, begin) {
  const sampling = await startSampler(startChild, { redisUrl: stack.env.REDIS_URL, namespace: stack.env.BIZAPI_NAMESPACE, accountingPid });
  const refusedBefore = await gatewayRefusals(stack);
  const loadAverageBefore = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  const end = begin ? await begin() : undefined;
  const sample = Array.from({ length: 1000 }, () => quietIds[Math.floor(Math.random() * quietIds.length)]);
  // Writes are named by the load they belong to: the deliveries measured are those of the measured writes.
  let stage = 'warm-up';
  let measuredFrom = Date.now();
  const quietLoad = () =>
    Promise.all([
      measure(`${name}: quiet GET /persons/:id`, stack.baseUrl, {
        headers: quietHeaders,
        paths: sample.map((id) => `${base}/persons/${id}`),
        overallRate: QUIET_LOAD.byId.rate,
        connections: QUIET_LOAD.byId.connections,
        duration: MEASURED_S,
      }),
      measure(`${name}: quiet GET /persons?limit=20`, stack.baseUrl, {
        headers: quietHeaders,
        paths: [`${base}/persons?limit=20`],
        overallRate: QUIET_LOAD.list.rate,
        connections: QUIET_LOAD.list.connections,
        duration: MEASURED_S,
      }),
      measure(`${name}: quiet POST /persons`, stack.baseUrl, {
        method: 'POST',
        headers: quietHeaders,
        paths: [`${base}/persons`],
        body: (n) => JSON.stringify({ name: `Quiet ${stage} ${n}`, personType: 'COMPANY' }),
        overallRate: QUIET_LOAD.writes.rate,
        connections: QUIET_LOAD.writes.connections,
        duration: MEASURED_S,
        settle: async () => {
          stage = 'measured';
          measuredFrom = Date.now();
        },
      }),
    ]);
  await ask('reset');
  const [byId, list, writes] = await quietLoad();
  const measuredUntil = Date.now();
  // The first attempts of the measured writes' events (a write still in flight when the load ended may add one).
  const expected = (writes.statusCodes['201'] ?? 0) * QUIET_SUBSCRIPTIONS;
  let quietDeliveries = [];
  let noisyDeliveries = 0;
  for (;;) {
    const stats = await ask({ statsOf: '/quiet-' });
    quietDeliveries = stats.deliveries.filter((d) => d.name?.startsWith('Quiet measured '));
    noisyDeliveries = stats.others;
    if (quietDeliveries.length >= expected || Date.now() - measuredUntil > 120_000) break;
    await sleep(500);
  }
  const abuses = end ? await end() : undefined;
  const samples = await sampling();
  const refusedAfter = await gatewayRefusals(stack);
  // 429s by the limit that gave them (the gateway's counter; the replay storm's PENDING_DELIVERIES_LIMIT_REACHED is webhooks' own).
  const refused = Object.fromEntries(Object.entries(refusedAfter).map(([reason, n]) => [reason, n - (refusedBefore[reason] ?? 0)]).filter(([, n]) => n > 0));
  const latencies = quietDeliveries.map((d) => d.latencyMs).sort((a, b) => a - b);
  const deliveries = {
    expected,
    delivered: quietDeliveries.length,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? null,
  };
  const stages = await deliveryStages(database, quietId, noisyId, measuredFrom, measuredUntil);
  const result = {
    loadAverageBefore: Number(loadAverageBefore),
    loadAverageAfter: Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]),
    byId,
    list,
    writes,
    deliveries,
    stages,
    ...(abuses ? { abuses, noisyDeliveriesReceived: noisyDeliveries } : {}),
    accountingRssMaxMiB: Math.max(...samples.rss.map(([, mib]) => mib ?? 0)),
    refused,
    samples,
  };
  log(
    `${name}: quiet deliveries ${deliveries.delivered}/${expected}, event → first attempt p50 ${deliveries.p50Ms} ms, p99 ${deliveries.p99Ms} ms; ` +
      `accounting RSS max ${result.accountingRssMaxMiB} MiB; Redis used_memory ${mib(samples.usedMemory[0]?.[1])} → ${mib(samples.usedMemory.at(-1)?.[1])} MiB`,
  );
  log(
    `${name}: quiet first attempts, p50 / p99 ms: event → intake stored ${stages.intakeMs.join(' / ')}, stored → attempt started ${stages.queuedMs.join(' / ')}; ` +
      `noisy attempts started in between ${stages.overtakenBy.join(' / ')}, in flight at the quiet one's start ${stages.noisyInFlight.join(' / ')}`,
  );
  if (abuses) for (const [abuse, got] of Object.entries(abuses)) log(`${name}: noisy ${abuse}: ${got.requests} requests (${got.requestsPerSecond}/s), ${JSON.stringify(got.statusCodes)}, ${got.errors} errors`);
  return result;
}

/**
 * Where a quiet first attempt's latency goes, from the webhooks service's own
 * timestamps: event → stored by the intake (relay, NATS, intake), stored →
 * attempt started (queue, worker slot, event loop); and how many of the noisy
 * company's attempts started in between, or were in flight when it started
 * (p50 / p99 of each, over the measured writes' deliveries).
 */
async function deliveryStages(database, quietId, noisyId, fromMs, untilMs) {
  const { rows } = await database.query(
    `WITH quiet AS (
       SELECT e.occurred_at, e.received_at, a.attempted_at
         FROM webhooks.deliveries d
         JOIN webhooks.received_events e ON e.id = d.event_id
         JOIN webhooks.delivery_attempts a ON a.delivery_id = d.id AND a.attempt_number = 1
        WHERE d.company_id = $1 AND e.occurred_at BETWEEN to_timestamp($3 / 1000.0) AND to_timestamp($4 / 1000.0)
     ), noisy AS MATERIALIZED (
       SELECT attempted_at, attempted_at + make_interval(secs => duration_ms / 1000.0) AS ended_at FROM webhooks.delivery_attempts
        WHERE company_id = $2 AND attempted_at >= to_timestamp($3 / 1000.0) - interval '1 minute'
     ), counted AS (
       SELECT extract(epoch FROM q.received_at - q.occurred_at) * 1000 AS intake,
              extract(epoch FROM q.attempted_at - q.received_at) * 1000 AS queued,
              (SELECT count(*) FROM noisy n WHERE n.attempted_at > q.received_at AND n.attempted_at < q.attempted_at) AS overtaken,
              (SELECT count(*) FROM noisy n WHERE n.attempted_at <= q.attempted_at AND n.ended_at > q.attempted_at) AS in_flight
         FROM quiet q
     )
     SELECT percentile_disc(ARRAY[0.5, 0.99]) WITHIN GROUP (ORDER BY intake) AS intake,
            percentile_disc(ARRAY[0.5, 0.99]) WITHIN GROUP (ORDER BY queued) AS queued,
            percentile_disc(ARRAY[0.5, 0.99]) WITHIN GROUP (ORDER BY overtaken) AS overtaken,
            percentile_disc(ARRAY[0.5, 0.99]) WITHIN GROUP (ORDER BY in_flight) AS in_flight
       FROM counted`,
    [quietId, noisyId, fromMs, untilMs],
  );
  const round = (values) => (values ?? []).map((value) => Math.round(Number(value)));
  return { intakeMs: round(rows[0].intake), queuedMs: round(rows[0].queued), overtakenBy: round(rows[0].overtaken), noisyInFlight: round(rows[0].in_flight) };
}

/**
 * The quiet baseline from several quiet runs: per metric the run with the lowest p99 (the strictest
 * baseline for the noisy run to be judged against), the highest accounting RSS, and every run's errors.
 */
function bestOf(runs) {
  const lowest = (key) => runs.map((run) => run[key]).reduce((best, next) => ((next.p99Ms ?? Infinity) < (best.p99Ms ?? Infinity) ? next : best));
  return {
    ...runs.at(-1),
    byId: lowest('byId'),
    list: lowest('list'),
    writes: lowest('writes'),
    deliveries: lowest('deliveries'),
    loadAverageBefore: runs[0].loadAverageBefore,
    accountingRssMaxMiB: Math.max(...runs.map((run) => run.accountingRssMaxMiB)),
    errors: runs.flatMap((run, index) => quietErrors(run).map((error) => (runs.length > 1 ? `run ${index + 1}: ${error}` : error))),
  };
}

/** The gateway's 429s so far by reason (`bizapi_http_rate_limited_total`): company, api-key, in-flight, reports-in-flight. */
async function gatewayRefusals(stack) {
  const text = await (await fetch(stack.metricsUrl('gateway'))).text();
  const counts = {};
  for (const line of text.split('\n')) {
    const match = /^bizapi_http_rate_limited_total\{[^}]*reason="([^"]+)"[^}]*\} (\d+)/.exec(line);
    if (match) counts[match[1]] = Number(match[2]);
  }
  return counts;
}

const mib = (bytes) => (bytes === undefined ? '?' : (bytes / 1024 / 1024).toFixed(1));

/** What the quiet company saw wrong in a run: non-2xx, timeouts, deliveries missing. */
function quietErrors(run) {
  const found = [];
  for (const key of ['byId', 'list', 'writes']) {
    const wrong = problems(run[key]);
    if (wrong) found.push(`${key}: ${wrong}`);
  }
  if (run.deliveries.delivered < run.deliveries.expected) found.push(`deliveries: ${run.deliveries.expected - run.deliveries.delivered} missing`);
  return found;
}

/** Redis memory over the noisy run: the samples at its start, at each quarter and at its end. */
function memoryCourse(samples) {
  if (!samples.length) return '';
  const picks = [0, 0.25, 0.5, 0.75, 1].map((fraction) => samples[Math.min(samples.length - 1, Math.round(fraction * (samples.length - 1)))]);
  return picks.map(([second, bytes]) => `${mib(bytes)} (${second} s)`).join(' → ');
}

export function noisyTable(r) {
  const ratio = (noisy, quiet) => (quiet ? +(noisy / quiet).toFixed(2) : null);
  const rows = [
    ['GET /persons/:id', 'byId'],
    ['GET /persons?limit=20', 'list'],
    ['POST /persons', 'writes'],
    ['webhook delivery (event → first attempt)', 'deliveries'],
  ];
  const failing = [];
  const missed = [];
  const lines = [
    '',
    ...(r.quietRuns?.length > 1
      ? [`Quiet p99 ms in each of ${r.quietRuns.length} quiet runs (the lowest is the baseline): ${rows.map(([name, key]) => `${name} ${r.quietRuns.map((run) => run[key].p99Ms).join(' / ')}`).join('; ')}.`, '']
      : []),
    `| Quiet company beside a noisy one (${r.measuredSeconds} s measured each run) | offered /s | quiet run p50 ms | quiet run p99 ms | noisy run p50 ms | noisy run p99 ms | p99 ratio (target ≤ ${TARGET_RATIO}) | noisy run req/s served |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [name, key] of rows) {
    const quiet = r.quiet[key];
    const noisy = r.noisy[key];
    const p99Ratio = ratio(noisy.p99Ms, quiet.p99Ms);
    if (p99Ratio > TARGET_RATIO) missed.push([name, `p99 ${p99Ratio}× the quiet run's`]);
    const offered = key === 'deliveries' ? `${r.quietLoad.writes.rate * QUIET_SUBSCRIPTIONS}` : r.quietLoad[key].rate;
    const served = key === 'deliveries' ? `${noisy.delivered}/${noisy.expected} delivered` : noisy.requestsPerSecond;
    lines.push(`| ${name} | ${offered} | ${quiet.p50Ms} | ${quiet.p99Ms} | ${noisy.p50Ms} | ${noisy.p99Ms} | ${p99Ratio > TARGET_RATIO ? `**${p99Ratio}**` : p99Ratio} | ${served} |`);
  }
  const errors = { quiet: r.quiet.errors ?? quietErrors(r.quiet), noisy: quietErrors(r.noisy) };
  if (errors.noisy.length) failing.push(['quiet company errors in the noisy run', errors.noisy.join('; ')]);
  lines.push(
    '',
    `Errors seen by the quiet company: quiet run ${errors.quiet.length ? errors.quiet.join('; ') : 'none'}; noisy run ${errors.noisy.length ? errors.noisy.join('; ') : 'none'}.`,
    `Accounting RSS max: quiet run ${r.quiet.accountingRssMaxMiB} MiB, noisy run ${r.noisy.accountingRssMaxMiB} MiB. ` +
      `Redis used_memory MiB over the noisy run (whole server): ${memoryCourse(r.noisy.samples.usedMemory)}; this run's keys: ${memoryCourse(r.noisy.samples.namespace)}. ` +
      `Load average (1 min) before/after: quiet run ${r.quiet.loadAverageBefore}/${r.quiet.loadAverageAfter}, noisy run ${r.noisy.loadAverageBefore}/${r.noisy.loadAverageAfter}.`,
    '',
    ...(r.rateLimits ? [`Rate limits (requests a minute, RateLimit-Limit): quiet company ${r.rateLimits.quiet.toLocaleString('en')} (its own, set by the operator), noisy company ${r.rateLimits.noisy.toLocaleString('en')} (the gateway's default).`, ''] : []),
    `| What the noisy company got (${r.noisyLines.toLocaleString('en')} journal lines) | connections | requests | req/s | 2xx | 304 | 400 | 409 | 429 | other / errors |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  );
  const labels = {
    idempotency: `idempotency fill: POST /signs, fresh key, ${r.signAnswerBytes}-byte answers`,
    replay: `replay storm: ${REPLAY_EVENTS.toLocaleString('en')} events × ${NOISY_SUBSCRIPTIONS} subscriptions`,
    widest: `widest ledgers ${WIDEST.startDate}..${WIDEST.endDate}: root (${r.rootLines.toLocaleString('en')} lines), ${r.underCap.code} (${r.underCap.lines.toLocaleString('en')})`,
    'if-none-match': `GET /persons/:id with If-None-Match: * (counted: ${r.ifNoneMatchCounted} of 20)`,
    reports: 'reports, 5 kinds',
  };
  for (const { name, connections } of r.abuses) {
    const got = r.noisy.abuses[name];
    const codes = got.statusCodes;
    const twoXx = Object.entries(codes).filter(([code]) => code.startsWith('2')).reduce((sum, [, n]) => sum + n, 0);
    const other = Object.entries(codes).filter(([code]) => !/^(2..|304|400|409|429)$/.test(code)).map(([code, n]) => `${n}× ${code}`);
    if (got.errors) other.push(`${got.errors} errors (${got.timeouts} timeouts)`);
    lines.push(`| ${labels[name]} | ${connections} | ${got.requests} | ${got.requestsPerSecond} | ${twoXx} | ${codes['304'] ?? 0} | ${codes['400'] ?? 0} | ${codes['409'] ?? 0} | ${codes['429'] ?? 0} | ${other.join(', ')} |`);
  }
  const refused = Object.entries(r.noisy.refused ?? {}).map(([reason, n]) => `${n.toLocaleString('en')} ${reason}`);
  lines.push('', `429 RATE_LIMIT_EXCEEDED from the gateway in the noisy run, by limit (bizapi_http_rate_limited_total): ${refused.length ? refused.join(', ') : 'none'}.`);
  const staged = (run) =>
    `event → intake stored ${run.stages.intakeMs.join(' / ')} ms, stored → attempt started ${run.stages.queuedMs.join(' / ')} ms, ` +
    `noisy attempts started in between ${run.stages.overtakenBy.join(' / ')}, noisy attempts in flight at its start ${run.stages.noisyInFlight.join(' / ')}`;
  lines.push('', `Where a quiet first attempt's time went (p50 / p99, the webhooks service's timestamps): quiet run ${staged(r.quiet)}; noisy run ${staged(r.noisy)}.`);
  lines.push('', `Noisy company's deliveries after the run: ${JSON.stringify(r.noisyDeliveriesByStatus)}; received at the receiver during the noisy run: ${r.noisy.noisyDeliveriesReceived}.`);
  if (missed.length) lines.push('', `Targets missed: ${missed.map(([name, why]) => `${name}, ${why}`).join('; ')}.`);
  // `failing`: errors (the figures are not comparable); `missed`: targets not met.
  return { text: lines.join('\n'), failing, missed };
}
