#!/usr/bin/env node
// `npm run bench`: the measured performance of the system, against baselines
// measured in the same run on the same machine.
//
// 1. Reads through the gateway (auth and rate limit on): GET /persons/:id and
//    GET /persons?limit=20 in a company of 100,000 persons, against a plain
//    node:http + pg server running the same SQL. Ratio = gateway / plain.
// 2. Webhook fan-out: 10,000 person.created events to 5 subscriptions on a
//    local receiver: deliveries per second (burst) and event-to-first-attempt
//    latency at a steady 1,000 deliveries/s.
//
// Prints a table and writes bench/results/<timestamp>.json.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';

const require = createRequire(import.meta.url);
const { ROOT, freePorts } = require('../start/stack.cjs');
const { startTestStack } = require('../../libs/testing/stack/test-stack.cjs');
const { AdminClient, newEventId } = require('@bizapi/runtime');

const PERSONS = Number(process.env.BENCH_PERSONS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const WEBHOOK_EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 10_000);
/** GET by id measured this many times, plain and gateway alternately: the machine's speed drifts, so compare within a round. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
const SUBSCRIPTIONS = 5;
/** `reads`, `writes` or `webhooks` to run only that part; all by default. */
const ONLY = process.env.BENCH_ONLY;
const runs = (part) => !ONLY || ONLY === part;
const log = (message) => console.error(`[bench] ${message}`);

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

async function load(url, { headers = {}, paths, method = 'GET', body, connections = CONNECTIONS, duration = DURATION_S, amount, overallRate }) {
  let next = 0;
  const busyBefore = machineBusyMicros();
  const result = await autocannon({
    url,
    connections,
    ...(amount ? { amount } : { duration }),
    ...(overallRate ? { overallRate } : {}),
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    requests: [{ method, setupRequest: (request) => ({ ...request, path: paths ? paths[next++ % paths.length] : request.path, body: body?.(next) }) }],
  });
  const busy = busyBefore === null ? null : machineBusyMicros() - busyBefore;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    cpuMicrosPerRequest: busy === null || !result.requests.total ? null : Math.round(busy / result.requests.total),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Warms up (results discarded), then measures. */
async function measure(name, url, options) {
  await load(url, { ...options, duration: 5 });
  const result = await load(url, options);
  log(`${name}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.cpuMicrosPerRequest ?? '?'} µs CPU/request${result.non2xx ? `, ${result.non2xx} non-2xx` : ''}`);
  return result;
}

async function seedPersons(databaseUrl, companyId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const ids = [];
  const start = Date.now() - PERSONS * 1000;
  for (let offset = 0; offset < PERSONS; offset += 10_000) {
    const batch = Array.from({ length: Math.min(10_000, PERSONS - offset) }, (_, i) => offset + i);
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

function startChild(script, env) {
  const child = fork(join(ROOT, 'tools/bench', script), { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
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

async function deliveriesBench(stack, api, companyId) {
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

  try {
    const burst = await run('webhooks burst (all events committed at once)', undefined);
    const steady = await run(`webhooks steady (${1000 / SUBSCRIPTIONS} events/s = 1,000 deliveries/s)`, 1000 / SUBSCRIPTIONS);
    return { burst, steady };
  } finally {
    receiver.kill();
    await database.end();
  }
}

/** GET by id and GET list through the gateway, each against the plain server running the same SQL. */
async function readsBench(stack, companyId, ids) {
  const sample = Array.from({ length: 1000 }, () => ids[Math.floor(Math.random() * ids.length)]);
  const [plainPort] = await freePorts(1);
  const plain = startChild('plain-server.mjs', { DATABASE_URL: stack.env.DATABASE_URL, PORT: String(plainPort), COMPANY_ID: companyId });
  try {
    await new Promise((resolve) => plain.once('message', resolve));
    const plainUrl = `http://127.0.0.1:${plainPort}/external/v1`;
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
    plain.kill();
  }
}

function printTable({ reads: r, writes, webhooks: w }) {
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
      ...['burst', 'steady'].map((k) => `| ${k} | ${w[k].eventsPerSecondOffered} | ${w[k].deliveriesPerSecond} | ${w[k].firstAttemptP50Ms} | ${w[k].firstAttemptP99Ms} |`),
    );
  }
  console.log(lines.join('\n'));
}

async function main() {
  log(`machine: ${cpus().length} × ${cpus()[0].model}, Node ${process.version}`);
  const stack = await startTestStack({
    apps: ['gateway', 'people-crm', 'webhooks'],
    env: { RATE_LIMIT_PER_MINUTE: '1000000000', NODE_ENV: 'production', WEBHOOK_ALLOW_INSECURE_URLS: 'true' },
    log,
  });
  const results = { at: new Date().toISOString(), machine: { cpus: cpus().length, model: cpus()[0].model, node: process.version } };
  try {
    const admin = await AdminClient.connect(stack.env.NATS_URL, stack.env.BIZAPI_NAMESPACE);
    const company = await admin.createCompany('Benchmark Ltda');
    const user = await admin.createUser(company.id, 'Bench User');
    const key = await admin.createKey(company.id, user.id);
    await admin.close();
    const tokens = await (
      await fetch(`${stack.baseUrl}/auth`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key.apiKey }, body: JSON.stringify({ secret: key.secret }) })
    ).json();
    stack.authHeaders = { authorization: `Bearer ${tokens.accessToken}`, 'x-company-token': tokens.companyToken };
    const api = async (method, path, body) => {
      const response = await fetch(`${stack.baseUrl}${path}`, { method, headers: { ...stack.authHeaders, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: response.status, body: await response.json() };
    };

    if (runs('reads')) {
      log(`seeding ${PERSONS} persons`);
      const ids = await seedPersons(stack.env.DATABASE_URL, company.id);
      results.reads = await readsBench(stack, company.id, ids);
    }
    if (runs('writes')) {
      results.writes = {
        gatewayCreatePerson: await measure('gateway POST /persons', stack.baseUrl, {
          method: 'POST',
          headers: stack.authHeaders,
          paths: [`${new URL(stack.baseUrl).pathname}/persons`],
          body: (n) => JSON.stringify({ name: `Written ${n}`, personType: 'COMPANY' }),
        }),
      };
    }
    if (runs('webhooks')) results.webhooks = await deliveriesBench(stack, api, company.id);
  } finally {
    await stack.stop();
  }

  printTable(results);
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  const file = join(ROOT, 'bench/results', `${results.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(results, null, 2));
  log(`results written to ${file}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
