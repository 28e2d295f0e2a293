#!/usr/bin/env node
// `npm run bench`: the measured performance of the system, against baselines
// measured in the same run on the same machine.
//
// 1. Reads through the gateway (auth and rate limit on): GET /persons/:id and
//    GET /persons?limit=20 in a company of 100,000 persons, against a plain
//    node:http + pg server running the same SQL. Ratio = gateway / plain.
// 2. Writes: POST /persons through the gateway.
// 3. Webhook fan-out: 10,000 person.created events to 5 subscriptions on a
//    local receiver: deliveries per second (burst) and event-to-first-attempt
//    latency at a steady 1,000 deliveries/s.
// 4. Lists at a million rows (lists.mjs): first page, deep OFFSET page, cursor
//    page half-way down, and POST /persons, in a company of 1,000,000 persons
//    beside another of as many.
// 5. Accounting reports (reports.mjs): the five reports on a company of
//    1,000,000 journal lines beside another of as many, against the same
//    SQL run directly with pg.
// 6. Event drain (drain.mjs): 20,000 POST /persons with every service
//    running, then the time until every durable consumer of the events
//    stream is drained, and the CPU each process spends meanwhile.
// 7. Noisy neighbours (noisy.mjs, BENCH_ONLY=noisy): a company running every
//    abuse issue #31 bounded at full speed (idempotency fill, replay storm,
//    widest ledgers, If-None-Match: *, 100 reports at once) beside a quiet
//    company whose reads, writes and webhook deliveries are measured, against
//    a quiet run of the same bench; Redis memory and accounting's RSS too.
//
// Prints a table and writes bench/results/<timestamp>.json.
import { fork, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { BIG_PERSONS, listsBench, listsTable } from './lists.mjs';
import { BIG_ENTRIES, financeBench, financeTable } from './finance.mjs';
import { REPORT_LINES, reportsBench, reportsTable } from './reports.mjs';
import { drainBench, drainTable } from './drain.mjs';
import { residentMemoryTable, sampleResidentMemory } from './resident-memory.mjs';
import { QUIET_RATE_LIMIT_PER_MINUTE, noisyBench, noisyTable } from './noisy.mjs';
import { CONNECTIONS, DURATION_S, log, measure, problems, scopeCpuSplit } from './measure.mjs';

const require = createRequire(import.meta.url);
const { MAX_RATE_LIMIT_PER_MINUTE, SEEDED_SERVICES } = require('@bizapi/contracts');
const { APPS, ROOT, freePorts } = require('@bizapi/launcher');
const { startTestStack } = require('../../libs/testing/stack/test-stack.cjs');
const { AdminClient, newEventId } = require('@bizapi/runtime');

const PERSONS = Number(process.env.BENCH_PERSONS ?? 100_000);
const WEBHOOK_EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 10_000);
/** GET by id measured this many times, plain and gateway alternately: the machine's speed drifts, so compare within a round. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
const SUBSCRIPTIONS = 5;
/** The fair-share run: a neighbour's failing deliveries queued at once, and this company's events meanwhile. */
const NOISY_DELIVERIES = 10_000;
const QUIET_EVENTS = 100;
/** The webhooks part's runs (comma-separated): `burst`, `steady` (always run), `fair-share`; all by default. */
const WEBHOOK_RUNS = (process.env.BENCH_WEBHOOK_RUNS || 'burst,steady,fair-share').split(',').map((name) => name.trim());
if (WEBHOOK_RUNS.some((name) => !['burst', 'steady', 'fair-share'].includes(name))) throw new Error(`BENCH_WEBHOOK_RUNS: burst, steady, fair-share`);
const PARTS = ['reads', 'writes', 'webhooks', 'lists', 'reports', 'finance', 'drain', 'noisy'];
/** `reads`, `writes`, `webhooks`, `lists`, `reports`, `finance`, `drain` or `noisy` (or several, comma-separated) to run only those parts; all by default. */
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').map((part) => part.trim()).filter(Boolean);
const unknownParts = ONLY.filter((part) => !PARTS.includes(part));
if (unknownParts.length) throw new Error(`BENCH_ONLY: unknown part ${unknownParts.join(', ')} (parts: ${PARTS.join(', ')})`);
const runs = (part) => !ONLY.length || ONLY.includes(part);
/**
 * The rate limit the operator gives each company of the parts other than `noisy` (`companies:update
 * --rate-limit`): out of the way by default (the largest a company may have). The gateway's own
 * RATE_LIMIT_PER_MINUTE stays the spec's 100: the noisy part's noisy company has it.
 */
const COMPANY_RATE_LIMIT = Number(process.env.BENCH_RATE_LIMIT_PER_MINUTE || MAX_RATE_LIMIT_PER_MINUTE);

async function seedPersons(databaseUrl, companyId, count = PERSONS) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const ids = [];
  const start = Date.now() - count * 1000;
  for (let offset = 0; offset < count; offset += 10_000) {
    const batch = Array.from({ length: Math.min(10_000, count - offset) }, (_, i) => offset + i);
    const batchIds = batch.map(() => uuidv7());
    ids.push(...batchIds);
    await client.query(
      `INSERT INTO people_crm.persons (id, company_id, name, person_type, email, country, tags, created_at, updated_at)
       SELECT id, $2, name, 'COMPANY', email, 'BR', ARRAY['bench'], created_at, created_at
         FROM unnest($1::uuid[], $3::text[], $4::text[], $5::timestamptz[]) AS t(id, name, email, created_at)`,
      [
        batchIds,
        companyId,
        batch.map((n) => `Company ${String(n).padStart(6, '0')} Ltda`),
        batch.map((n) => `contact${n}@example.com`),
        batch.map((n) => new Date(start + n * 1000)),
      ],
    );
  }
  // The steady state autovacuum gives a live table: visibility map set, statistics fresh.
  await client.query('VACUUM ANALYZE people_crm.persons');
  await client.end();
  return ids;
}

/** plain-server.mjs answering for one company: { url, stop() }. */
async function startPlain(databaseUrl, companyId, env = {}) {
  const [port] = await freePorts(1);
  // With the apps' own V8 flags: the baseline differs from them only in what the architecture adds.
  const child = startChild('plain-server.mjs', { DATABASE_URL: databaseUrl, PORT: String(port), COMPANY_ID: companyId, ...env });
  await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}/external/v1`, stop: () => child.kill() };
}

function startChild(script, env, execArgv = []) {
  const child = fork(join(ROOT, 'tools/bench', script), { env: { ...process.env, ...env }, execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return child;
}

const request = (child, message) =>
  new Promise((resolve) => {
    child.once('message', resolve);
    child.send(message);
  });

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
}

/** What a committed write leaves behind: `count` person.created events in the service's outbox, then its NOTIFY. */
async function commitEvents(client, companyId, count, offset) {
  const ids = Array.from({ length: count }, () => newEventId());
  const timestamp = new Date().toISOString();
  const payloads = ids.map((id, i) =>
    JSON.stringify({ id, event: 'person.created', timestamp, companyId, data: { id: uuidv7(), name: `Webhook bench ${offset + i}`, personType: 'COMPANY' } }),
  );
  await client.query(
    `INSERT INTO people_crm.outbox_events (event_id, company_id, event, payload)
     SELECT id, $2, 'person.created', p::json FROM unnest($1::text[], $3::text[]) AS t(id, p)`,
    [ids, companyId, payloads],
  );
  await client.query('NOTIFY outbox_events');
}

async function deliveriesBench(stack, api, companyId, noisyCompany) {
  const receiver = startChild('receiver.mjs', {});
  const { port } = await new Promise((resolve) => receiver.once('message', resolve));
  for (let i = 0; i < SUBSCRIPTIONS; i++) {
    const response = await api('POST', '/webhooks', { url: `http://127.0.0.1:${port}/hook-${i}`, events: ['person.created'] });
    if (response.status !== 201) throw new Error(`subscription: ${response.status} ${JSON.stringify(response.body)}`);
  }
  const database = new pg.Client({ connectionString: stack.env.DATABASE_URL });
  await database.connect();
  const expected = WEBHOOK_EVENTS * SUBSCRIPTIONS;

  async function run(name, eventsPerSecond) {
    await request(receiver, 'reset');
    const started = Date.now();
    if (!eventsPerSecond) {
      await commitEvents(database, companyId, WEBHOOK_EVENTS, 0);
    } else {
      // Commits of 10 events, paced to the rate.
      for (let sent = 0; sent < WEBHOOK_EVENTS; sent += 10) {
        await commitEvents(database, companyId, Math.min(10, WEBHOOK_EVENTS - sent), sent);
        const due = started + ((sent + 10) / eventsPerSecond) * 1000;
        if (due > Date.now()) await sleep(due - Date.now());
      }
    }
    let stats;
    for (;;) {
      stats = await request(receiver, 'stats');
      if (stats.deliveries.length >= expected || Date.now() - started > 600_000) break;
      await sleep(250);
    }
    const latencies = stats.deliveries.map((delivery) => delivery.latencyMs).sort((a, b) => a - b);
    const lastArrival = Math.max(...stats.deliveries.map((delivery) => delivery.receivedAt));
    const result = {
      events: WEBHOOK_EVENTS,
      subscriptions: SUBSCRIPTIONS,
      deliveries: stats.deliveries.length,
      requestsSeen: stats.requests,
      eventsPerSecondOffered: eventsPerSecond ?? 'all at once',
      deliveriesPerSecond: Math.round(stats.deliveries.length / ((lastArrival - started) / 1000)),
      firstAttemptP50Ms: percentile(latencies, 50),
      firstAttemptP99Ms: percentile(latencies, 99),
    };
    log(`${name}: ${result.deliveries}/${expected} delivered, ${result.deliveriesPerSecond} deliveries/s, event-to-first-attempt p50 ${result.firstAttemptP50Ms} ms, p99 ${result.firstAttemptP99Ms} ms`);
    return result;
  }

  /**
   * Fair share: a neighbour whose receivers all fail has NOISY_DELIVERIES
   * deliveries committed at once (first attempts now, retries later), and
   * while they are queued this company commits QUIET_EVENTS events at a
   * steady rate. Their first attempts' latency, against the steady run's,
   * is the delay the neighbour causes (target: under a second).
   */
  async function fairness(steady) {
    const noisyApi = await noisyCompany.api();
    for (let i = 0; i < SUBSCRIPTIONS; i++) {
      const response = await noisyApi('POST', '/webhooks', { url: `http://127.0.0.1:${port}/fail-${i}`, events: ['person.created'] });
      if (response.status !== 201) throw new Error(`subscription: ${response.status} ${JSON.stringify(response.body)}`);
    }
    await request(receiver, 'reset');
    await commitEvents(database, noisyCompany.id, NOISY_DELIVERIES / SUBSCRIPTIONS, 0);
    const started = Date.now();
    const quietRate = 20;
    for (let sent = 0; sent < QUIET_EVENTS; sent += 10) {
      await commitEvents(database, companyId, 10, sent);
      const due = started + ((sent + 10) / quietRate) * 1000;
      if (due > Date.now()) await sleep(due - Date.now());
    }
    let quiet = [];
    for (;;) {
      const stats = await request(receiver, 'stats');
      quiet = stats.deliveries.filter((delivery) => delivery.path.startsWith('/hook-'));
      if (quiet.length >= QUIET_EVENTS * SUBSCRIPTIONS || Date.now() - started > 300_000) break;
      await sleep(250);
    }
    const stats = await request(receiver, 'stats');
    const noisyFirstAttempts = stats.deliveries.length - quiet.length;
    const latencies = quiet.map((delivery) => delivery.latencyMs).sort((a, b) => a - b);
    const result = {
      noisyDeliveriesQueued: NOISY_DELIVERIES,
      noisyFirstAttemptsSeen: noisyFirstAttempts,
      quietDeliveries: quiet.length,
      quietFirstAttemptP50Ms: percentile(latencies, 50),
      quietFirstAttemptP99Ms: percentile(latencies, 99),
      addedP99Ms: percentile(latencies, 99) - steady.firstAttemptP99Ms,
    };
    log(
      `webhooks fair share: ${NOISY_DELIVERIES} failing deliveries of a neighbour queued; this company's ${result.quietDeliveries} first attempts p50 ${result.quietFirstAttemptP50Ms} ms, p99 ${result.quietFirstAttemptP99Ms} ms (${result.addedP99Ms} ms over the steady run's p99; target < 1000)`,
    );
    return result;
  }

  try {
    const burst = WEBHOOK_RUNS.includes('burst') ? await run('webhooks burst (all events committed at once)', undefined) : undefined;
    // Fair share is measured against the steady run's p99: it runs the steady run too.
    const steady = await run(`webhooks steady (${1000 / SUBSCRIPTIONS} events/s = 1,000 deliveries/s)`, 1000 / SUBSCRIPTIONS);
    const fairShare = noisyCompany && WEBHOOK_RUNS.includes('fair-share') ? await fairness(steady) : undefined;
    return { burst, steady, fairShare };
  } finally {
    receiver.kill();
    await database.end();
  }
}

/** GET by id and GET list through the gateway, each against the plain server running the same SQL. */
async function readsBench(stack, companyId, ids) {
  const sample = Array.from({ length: 1000 }, () => ids[Math.floor(Math.random() * ids.length)]);
  const plain = await startPlain(stack.env.DATABASE_URL, companyId);
  try {
    const plainUrl = plain.url;
    const byIdPaths = (base) => sample.map((id) => `${new URL(base).pathname}/persons/${id}`);
    const listPath = (base) => [`${new URL(base).pathname}/persons?limit=20`];
    const byIdRounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      const plainById = await measure('plain GET /persons/:id', plainUrl, { paths: byIdPaths(plainUrl) });
      const gatewayById = await measure('gateway GET /persons/:id', stack.baseUrl, { paths: byIdPaths(stack.baseUrl), headers: stack.authHeaders });
      byIdRounds.push({ plainById, gatewayById, ratio: gatewayById.requestsPerSecond / plainById.requestsPerSecond });
    }
    // The table shows the round of median ratio (the lower of two middle ones); every round is in the JSON.
    const median = [...byIdRounds].sort((a, b) => a.ratio - b.ratio)[Math.floor((byIdRounds.length - 1) / 2)];
    const reads = {
      plainById: median.plainById,
      gatewayById: median.gatewayById,
      plainList: await measure('plain GET /persons?limit=20', plainUrl, { paths: listPath(plainUrl) }),
      gatewayList: await measure('gateway GET /persons?limit=20', stack.baseUrl, { paths: listPath(stack.baseUrl), headers: stack.authHeaders }),
    };
    return {
      persons: PERSONS,
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      ...reads,
      ratioById: +(reads.gatewayById.requestsPerSecond / reads.plainById.requestsPerSecond).toFixed(2),
      ratioList: +(reads.gatewayList.requestsPerSecond / reads.plainList.requestsPerSecond).toFixed(2),
      ...(ROUNDS > 1 ? { byIdRounds: byIdRounds.map((round) => ({ ...round, ratio: +round.ratio.toFixed(2) })) } : {}),
    };
  } finally {
    plain.stop();
  }
}

/** POST /persons through the gateway, as the company of `headers`. */
function writesBench(stack, headers, name = 'gateway POST /persons') {
  return measure(name, stack.baseUrl, {
    method: 'POST',
    headers,
    paths: [`${new URL(stack.baseUrl).pathname}/persons`],
    body: (n) => JSON.stringify({ name: `Written ${n}`, personType: 'COMPANY' }),
  });
}

/**
 * A company, a user and an API key made by the operator; login() exchanges the key for the gateway's auth headers.
 * `rateLimitPerMinute`: the company's own rate limit, as the operator sets it (`companies:update --rate-limit`);
 * null keeps the gateway's default (the spec's 100).
 */
async function enrolCompany(stack, name, { seed = false, rateLimitPerMinute = COMPANY_RATE_LIMIT } = {}) {
  const admin = await AdminClient.connect(stack.env.NATS_URL, stack.env.BIZAPI_NAMESPACE);
  try {
    const company = await admin.createCompany(name);
    if (rateLimitPerMinute !== null) await admin.updateCompany(company.id, { rateLimitPerMinute });
    const user = await admin.createUser(company.id, 'Bench User');
    const key = await admin.createKey(company.id, user.id);
    if (seed) await admin.seed(company.id);
    const login = async () => {
      const response = await fetch(`${stack.baseUrl}/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key.apiKey },
        body: JSON.stringify({ secret: key.secret }),
      });
      if (response.status !== 200 && response.status !== 201) throw new Error(`auth: ${response.status} ${await response.text()}`);
      const tokens = await response.json();
      return { authorization: `Bearer ${tokens.accessToken}`, 'x-company-token': tokens.companyToken };
    };
    return { id: company.id, login };
  } finally {
    await admin.close();
  }
}

function printTable({ reads: r, writes, webhooks: w, lists, reports, finance, drain, noisy, residentMemory }) {
  const row = (name, m, ratio = '') => `| ${name} | ${m.requestsPerSecond} | ${m.p50Ms} | ${m.p99Ms} | ${m.cpuMicrosPerRequest ?? ''} | ${ratio} |`;
  const lines = r || writes ? ['', '| Measurement | req/s | p50 ms | p99 ms | CPU µs/request | vs plain |', '|---|---:|---:|---:|---:|---:|'] : [];
  if (r) {
    lines.push(
      row('plain node:http + pg, GET /persons/:id', r.plainById, '1.00'),
      row('gateway → NATS → people-crm, GET /persons/:id', r.gatewayById, r.ratioById),
      row('plain node:http + pg, GET /persons?limit=20', r.plainList, '1.00'),
      row('gateway → NATS → people-crm, GET /persons?limit=20', r.gatewayList, r.ratioList),
    );
  }
  if (writes) lines.push(row('gateway → NATS → people-crm, POST /persons (insert + outbox event)', writes.gatewayCreatePerson));
  if (w) {
    lines.push(
      '',
      `| Webhooks (${WEBHOOK_EVENTS} events × ${SUBSCRIPTIONS} subscriptions) | events/s offered | deliveries/s | first attempt p50 ms | p99 ms |`,
      '|---|---:|---:|---:|---:|',
      ...['burst', 'steady'].filter((k) => w[k]).map((k) => `| ${k} | ${w[k].eventsPerSecondOffered} | ${w[k].deliveriesPerSecond} | ${w[k].firstAttemptP50Ms} | ${w[k].firstAttemptP99Ms} |`),
    );
    if (w.fairShare) {
      const f = w.fairShare;
      lines.push(
        `| fair share: 20 events/s beside a neighbour's ${f.noisyDeliveriesQueued.toLocaleString('en')} failing deliveries | 20 | | ${f.quietFirstAttemptP50Ms} | ${f.quietFirstAttemptP99Ms} (+${f.addedP99Ms} over steady; target < 1000) |`,
      );
    }
  }
  if (lists) lines.push(listsTable(lists).text);
  if (reports) lines.push(reportsTable(reports).text);
  if (finance) lines.push(financeTable(finance).text);
  if (drain) lines.push(drainTable(drain));
  if (noisy) lines.push(noisyTable(noisy).text);
  if (residentMemory) lines.push(residentMemoryTable(residentMemory));
  console.log(lines.join('\n'));
}

async function main() {
  log(`machine: ${cpus().length} × ${cpus()[0].model}, Node ${process.version}`);
  // The rate limit: the gateway's default stays the spec's 100; the operator raises each bench company's own
  // (enrolCompany), but the noisy part's noisy company's. The in-flight limit is raised for every company.
  // Every seeded service where a part seeds its companies: the operator's seed (SEEDED_SERVICES) asks each of them.
  const stack = await startTestStack({
    // The drain part measures what every process pays for the events: all of them run.
    // The noisy part's abuses reach accounting (reports) and sales-contracts (signs) too.
    apps: runs('drain')
      ? APPS.map((app) => app.name)
      : [
          ...new Set([
            'gateway',
            'people-crm',
            'webhooks',
            ...(runs('reports') || runs('finance') || runs('noisy') ? SEEDED_SERVICES : []),
            ...(runs('noisy') ? ['sales-contracts'] : []),
          ]),
        ],
    // Production settings, except where the webhooks or noisy part runs: their receiver is a local http:// URL, which production refuses.
    env: {
      // The limit of requests in flight per company is raised out of the way (the reads part runs 50 connections, the noisy part's quiet
      // company up to ~80); the reports' own limit stays at its default (4) unless more report connections are asked for.
      IN_FLIGHT_PER_COMPANY: '100000',
      ...(Number(process.env.BENCH_REPORT_CONNECTIONS ?? 0) > 4 ? { REPORTS_IN_FLIGHT_PER_COMPANY: process.env.BENCH_REPORT_CONNECTIONS } : {}),
      ...(runs('webhooks') || runs('noisy') ? { NODE_ENV: 'development', WEBHOOK_ALLOW_INSECURE_URLS: 'true' } : { NODE_ENV: 'production' }),
    },
    // As production runs: a NATS of the run's own with a user per process, Redis ACL users (the bench's own
    // operator connection, without credentials, may do what the tests' helpers do).
    credentials: 'anonymous-observer',
    // As the image runs: no source maps (parsed, they cost each process resident memory).
    sourceMaps: false,
    log,
  });
  // Other sessions' stacks on the machine (and their backends on the shared PostgreSQL) stay out of the CPU split.
  scopeCpuSplit(stack.env.DATABASE_URL);
  const results = { at: new Date().toISOString(), commit: gitCommit(), machine: { cpus: cpus().length, model: cpus()[0].model, node: process.version } };
  // Peak from now on; idle once every process has settled, nothing asked of it yet.
  const memory = sampleResidentMemory(stack);
  await memory.idle();
  try {
    const company = await enrolCompany(stack, 'Benchmark Ltda');
    stack.authHeaders = await company.login();
    const api = async (method, path, body) => {
      const response = await fetch(`${stack.baseUrl}${path}`, { method, headers: { ...stack.authHeaders, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: response.status, body: await response.json() };
    };

    if (runs('reads')) {
      log(`seeding ${PERSONS} persons`);
      const ids = await seedPersons(stack.env.DATABASE_URL, company.id);
      results.reads = await readsBench(stack, company.id, ids);
    }
    if (runs('writes')) results.writes = { gatewayCreatePerson: await writesBench(stack, stack.authHeaders) };
    if (runs('webhooks')) {
      const neighbour = await enrolCompany(stack, 'Webhooks Neighbour Ltda');
      const noisyCompany = {
        id: neighbour.id,
        api: async () => {
          const headers = await neighbour.login();
          return async (method, path, body) => {
            const response = await fetch(`${stack.baseUrl}${path}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
            return { status: response.status, body: await response.json() };
          };
        },
      };
      results.webhooks = await deliveriesBench(stack, api, company.id, noisyCompany);
    }
    if (runs('lists')) {
      // Both made by the operator, so the gateway knows them; their rows are then loaded by SQL.
      const companies = [];
      for (const name of ['Lists Benchmark Ltda', 'Lists Neighbour Ltda', 'Lists Reference Ltda']) companies.push(await enrolCompany(stack, name));
      log(`lists: ${BIG_PERSONS.toLocaleString('en')} persons in company ${companies[0].id}, as many in ${companies[1].id}`);
      results.lists = await listsBench({
        stack,
        companies,
        startPlain: (companyId) => startPlain(stack.env.DATABASE_URL, companyId),
        measureWrites: (headers, name) => writesBench(stack, headers, name),
      });
    }
    if (runs('reports')) {
      // Made by the operator with the accounting chart seeded; their books are then loaded by SQL.
      const companies = [];
      for (const name of ['Reports Benchmark Ltda', 'Reports Neighbour Ltda']) companies.push(await enrolCompany(stack, name, { seed: true }));
      log(`reports: ${REPORT_LINES.toLocaleString('en')} journal lines in company ${companies[0].id}, as many in ${companies[1].id}`);
      results.reports = await reportsBench({ stack, companies });
    }
    if (runs('finance')) {
      // Made by the operator with finance's categories and bank accounts seeded; their entries are then loaded by SQL.
      const companies = [];
      for (const name of ['Finance Benchmark Ltda', 'Finance Neighbour Ltda']) companies.push(await enrolCompany(stack, name, { seed: true }));
      log(`finance: ${BIG_ENTRIES.toLocaleString('en')} financial entries in company ${companies[0].id}, as many in ${companies[1].id}`);
      results.finance = await financeBench({ stack, companies });
    }
    if (runs('drain')) {
      const drained = await enrolCompany(stack, 'Drain Benchmark Ltda');
      results.drain = await drainBench({ stack, companyId: drained.id, headers: await drained.login(), startPlain });
    }
    if (runs('noisy')) {
      // Made by the operator (the noisy one with the accounting chart seeded); their data are then loaded by SQL. The
      // quiet company, a large customer, is given the rate limit its load needs; the noisy one keeps the default, 100.
      const quiet = await enrolCompany(stack, 'Quiet Neighbour Ltda', { rateLimitPerMinute: QUIET_RATE_LIMIT_PER_MINUTE });
      const noisy = await enrolCompany(stack, 'Noisy Tenant Ltda', { seed: true, rateLimitPerMinute: null });
      results.noisy = await noisyBench({ stack, quiet, noisy, seedPersons, startChild });
    }
  } finally {
    results.residentMemory = memory.stop();
    await stack.stop();
  }

  printTable(results);
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  const file = join(ROOT, 'bench/results', `${results.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(results, null, 2));
  log(`results written to ${file}`);
  const failing = [
    ...Object.entries(results.reads ?? {}).filter(([, m]) => m?.requestsPerSecond !== undefined && problems(m)).map(([name]) => `reads ${name}`),
    ...(problems(results.writes?.gatewayCreatePerson) ? ['writes'] : []),
    ...(results.lists ? listsTable(results.lists).failing.map(([name]) => `lists ${name}`) : []),
    ...(results.reports ? reportsTable(results.reports).failing.map(([name]) => `reports ${name}`) : []),
    ...(results.finance ? financeTable(results.finance).failing.map(([name]) => `finance ${name}`) : []),
    ...(results.drain?.writeProblems ? ['drain'] : []),
    ...(results.noisy ? noisyTable(results.noisy).failing.map(([name, why]) => `noisy ${name} (${why})`) : []),
  ];
  if (failing.length) log(`!!! THIS RUN HAD ERRORS (non-2xx, timeouts or wrong shapes) in: ${failing.join(', ')} — see above; its figures are not comparable !!!`);
}

function gitCommit() {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
