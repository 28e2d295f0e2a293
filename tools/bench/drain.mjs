// Event drain, the `drain` part of run.mjs (`BENCH_ONLY=drain npm run -s bench`):
// BENCH_DRAIN_WRITES POST /persons through the gateway (every service running,
// as production runs them), then the time from the last write until the
// events stream holds every event and every durable consumer on it has
// nothing pending nor unacknowledged, and the CPU seconds each process spent
// during the writes and during that drain.
//
//   BENCH_ONLY=drain BENCH_DRAIN_WRITES=2000 npm run -s bench   # a smoke run
//   BENCH_DRAIN_DEBUG=1 …                                         # logs each consumer's pending count every second
//
// drainBench({ stack, headers }) and drainTable(results).
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { jetstreamManager } from '@nats-io/jetstream';
import pg from 'pg';
import { connect } from '@nats-io/transport-node';
import { CONNECTIONS, load, log, problems } from './measure.mjs';

const require = createRequire(import.meta.url);
const { eventsStreamName } = require('@bizapi/contracts');

/** A number of writes (a smoke run) instead of BENCH_DRAIN_SECONDS of them. */
const DRAIN_WRITES = process.env.BENCH_DRAIN_WRITES ? Number(process.env.BENCH_DRAIN_WRITES) : undefined;
const DRAIN_SECONDS = Number(process.env.BENCH_DRAIN_SECONDS ?? 60);
const PLAIN_SCHEMA = 'bench_plain_writes';
/** Longest the drain is waited for before the part gives up (and says so). */
const DRAIN_LIMIT_MS = 600_000;

/** CPU seconds so far (utime + stime) of a process, or undefined once it has gone. */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ is 100 on Linux
  } catch {
    return undefined;
  }
}

/** The processes measured: this stack's apps, and its own nats-server (found by its config file; other runs have theirs). */
function measuredProcesses(stack) {
  const pids = new Map([...stack.processes].map(([name, child]) => [name, child.pid]));
  const config = stack.env.NATS_CONFIG_FILE;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (config && readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(config)) pids.set('nats-server', Number(pid));
    } catch {
      // Ended between the listing and the read.
    }
  }
  return pids;
}

const snapshot = (pids) => new Map([...pids].map(([name, pid]) => [name, cpuSeconds(pid)]));
const spent = (before, after) => Object.fromEntries([...after].map(([name, seconds]) => [name, +((seconds ?? 0) - (before.get(name) ?? 0)).toFixed(1)]));

/** Messages every durable consumer still has to hand out or see acknowledged, by consumer. */
async function pendingByConsumer(manager, stream) {
  const pending = {};
  for await (const info of manager.consumers.list(stream)) pending[info.name] = info.num_pending + info.num_ack_pending;
  return pending;
}

const writeLoad = (baseUrl, headers = {}) =>
  load(baseUrl, {
    method: 'POST',
    headers,
    paths: [`${new URL(baseUrl).pathname}/persons`],
    body: (n) => JSON.stringify({ name: `Drained ${n}`, personType: 'COMPANY' }),
    ...(DRAIN_WRITES ? { amount: DRAIN_WRITES } : { duration: DRAIN_SECONDS }),
  });

/** The plain server's writes: the same row and outbox event, in tables of their own. */
async function plainWrites(stack, companyId, startPlain) {
  const client = new pg.Client({ connectionString: stack.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${PLAIN_SCHEMA}`);
    for (const table of ['persons', 'outbox_events']) {
      await client.query(`CREATE TABLE IF NOT EXISTS ${PLAIN_SCHEMA}.${table} (LIKE people_crm.${table} INCLUDING ALL)`);
    }
  } finally {
    await client.end();
  }
  const plain = await startPlain(stack.env.DATABASE_URL, companyId, { WRITE_SCHEMA: PLAIN_SCHEMA });
  try {
    const writes = await writeLoad(plain.url);
    log(`drain: plain node:http + pg, row and outbox event in one transaction: ${writes.requestsPerSecond} req/s, p99 ${writes.p99Ms} ms${problems(writes) ? ` — ERRORS: ${problems(writes)}` : ''}`);
    return writes;
  } finally {
    plain.stop();
  }
}

export async function drainBench({ stack, companyId, headers, startPlain }) {
  const plain = await plainWrites(stack, companyId, startPlain);
  await sleep(5000); // the plain run's last commits checkpointed before the measured run starts
  const connection = await connect({ servers: stack.env.NATS_URL });
  try {
    const manager = await jetstreamManager(connection);
    const stream = eventsStreamName(stack.env.BIZAPI_NAMESPACE);
    const firstSeq = (await manager.streams.info(stream)).state.last_seq;
    const pids = measuredProcesses(stack);
    log(`drain: POST /persons ${DRAIN_WRITES ? `${DRAIN_WRITES} times` : `for ${DRAIN_SECONDS} s`}, then waiting for every consumer of ${stream} to be drained`);

    const atStart = snapshot(pids);
    const writesStarted = Date.now();
    const writes = await writeLoad(stack.baseUrl, headers);
    const lastWrite = Date.now();
    const afterWrites = snapshot(pids);
    const wrong = problems(writes);
    log(`drain: writes took ${((lastWrite - writesStarted) / 1000).toFixed(1)} s (${writes.requestsPerSecond} req/s)${wrong ? ` — ERRORS: ${wrong}` : ''}`);

    let pending = {};
    let published = 0;
    for (;;) {
      published = (await manager.streams.info(stream)).state.last_seq - firstSeq;
      pending = await pendingByConsumer(manager, stream);
      if (published >= writes.statusCodes['201'] && Object.values(pending).every((count) => count === 0)) break;
      if (Date.now() - lastWrite > DRAIN_LIMIT_MS) {
        log(`drain: gave up after ${DRAIN_LIMIT_MS / 1000} s: ${published} events published, pending ${JSON.stringify(pending)}`);
        break;
      }
      if (process.env.BENCH_DRAIN_DEBUG) log(`drain: ${Date.now() - lastWrite} ms: ${published} published, pending ${JSON.stringify(pending)}`);
      await sleep(process.env.BENCH_DRAIN_DEBUG ? 1000 : 100);
    }
    const drainedAt = Date.now();
    const atEnd = snapshot(pids);
    const created = writes.statusCodes['201'] ?? 0;
    const result = {
      writes: created,
      connections: CONNECTIONS,
      writesSeconds: +((lastWrite - writesStarted) / 1000).toFixed(1),
      writesPerSecond: writes.requestsPerSecond,
      writesP99Ms: writes.p99Ms,
      plainWritesPerSecond: plain.requestsPerSecond,
      plainWritesP99Ms: plain.p99Ms,
      ratioToPlain: +(writes.requestsPerSecond / plain.requestsPerSecond).toFixed(2),
      writeProblems: wrong || undefined,
      eventsPublished: published,
      consumers: Object.keys(pending).sort(),
      drainSeconds: +((drainedAt - lastWrite) / 1000).toFixed(1),
      cpuSecondsDuringWrites: spent(atStart, afterWrites),
      cpuSecondsDuringDrain: spent(afterWrites, atEnd),
      // The whole cost of a write: its request and its event's, until every consumer is done with it.
      cpuMicrosPerWrite: Object.fromEntries(Object.entries(spent(atStart, atEnd)).map(([name, seconds]) => [name, Math.round((seconds * 1e6) / Math.max(created, 1))])),
    };
    log(`drain: drained ${result.drainSeconds} s after the last write (consumers: ${result.consumers.join(', ')})`);
    log(`drain: CPU s during the drain: ${JSON.stringify(result.cpuSecondsDuringDrain)}`);
    return result;
  } finally {
    await connection.close();
  }
}

export function drainTable(result) {
  const names = Object.keys(result.cpuMicrosPerWrite).sort((a, b) => result.cpuMicrosPerWrite[b] - result.cpuMicrosPerWrite[a]);
  const total = Object.values(result.cpuMicrosPerWrite).reduce((sum, micros) => sum + micros, 0);
  return [
    '',
    '| Writes with their events | req/s | p99 ms | vs plain | drain s after the last write |',
    '|---|---:|---:|---:|---:|',
    `| plain node:http + pg, row + outbox event in one transaction | ${result.plainWritesPerSecond} | ${result.plainWritesP99Ms} | 1.00 | |`,
    `| POST /persons through the gateway, ${result.writes.toLocaleString('en')} in ${result.writesSeconds} s | ${result.writesPerSecond} | ${result.writesP99Ms} | ${result.ratioToPlain} | ${result.drainSeconds} |`,
    '',
    `| ${result.consumers.length} consumers | total | ${names.join(' | ')} |`,
    `|---|---:|${names.map(() => '---:').join('|')}|`,
    `| CPU µs per write (request and event, until drained) | ${total} | ${names.map((name) => result.cpuMicrosPerWrite[name]).join(' | ')} |`,
    `| CPU s during the writes | | ${names.map((name) => result.cpuSecondsDuringWrites[name]).join(' | ')} |`,
    `| CPU s from the last write until drained | | ${names.map((name) => result.cpuSecondsDuringDrain[name]).join(' | ')} |`,
  ].join('\n');
}
