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
import { connect } from '@nats-io/transport-node';
import { CONNECTIONS, load, log, problems } from './measure.mjs';

const require = createRequire(import.meta.url);
const { eventsStreamName } = require('@bizapi/contracts');

export const DRAIN_WRITES = Number(process.env.BENCH_DRAIN_WRITES ?? 20_000);
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

export async function drainBench({ stack, headers }) {
  const connection = await connect({ servers: stack.env.NATS_URL });
  try {
    const manager = await jetstreamManager(connection);
    const stream = eventsStreamName(stack.env.BIZAPI_NAMESPACE);
    const firstSeq = (await manager.streams.info(stream)).state.last_seq;
    const pids = measuredProcesses(stack);
    log(`drain: ${DRAIN_WRITES.toLocaleString('en')} POST /persons, then waiting for every consumer of ${stream} to be drained`);

    const atStart = snapshot(pids);
    const writesStarted = Date.now();
    const writes = await load(stack.baseUrl, {
      method: 'POST',
      headers,
      paths: [`${new URL(stack.baseUrl).pathname}/persons`],
      body: (n) => JSON.stringify({ name: `Drained ${n}`, personType: 'COMPANY' }),
      amount: DRAIN_WRITES,
    });
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
    const result = {
      writes: DRAIN_WRITES,
      connections: CONNECTIONS,
      writesSeconds: +((lastWrite - writesStarted) / 1000).toFixed(1),
      writesPerSecond: writes.requestsPerSecond,
      writeProblems: wrong || undefined,
      eventsPublished: published,
      consumers: Object.keys(pending).sort(),
      drainSeconds: +((drainedAt - lastWrite) / 1000).toFixed(1),
      cpuSecondsDuringWrites: spent(atStart, afterWrites),
      cpuSecondsDuringDrain: spent(afterWrites, snapshot(pids)),
    };
    log(`drain: drained ${result.drainSeconds} s after the last write (consumers: ${result.consumers.join(', ')})`);
    log(`drain: CPU s during the drain: ${JSON.stringify(result.cpuSecondsDuringDrain)}`);
    return result;
  } finally {
    await connection.close();
  }
}

export function drainTable(result) {
  const names = Object.keys(result.cpuSecondsDuringDrain).sort((a, b) => result.cpuSecondsDuringDrain[b] - result.cpuSecondsDuringDrain[a]);
  return [
    '',
    `| Drain after ${result.writes.toLocaleString('en')} POST /persons (${result.writesSeconds} s of writes, ${result.writesPerSecond} req/s) | drain s | ${names.join(' | ')} |`,
    `|---|---:|${names.map(() => '---:').join('|')}|`,
    `| CPU s during the writes | | ${names.map((name) => result.cpuSecondsDuringWrites[name]).join(' | ')} |`,
    `| CPU s from the last write until drained (${result.consumers.length} consumers) | ${result.drainSeconds} | ${names.map((name) => result.cpuSecondsDuringDrain[name]).join(' | ')} |`,
  ].join('\n');
}
