// nats-server's CPU per event published and consumed, as the run goes on,
// for the ways a consumer may be set up (#34 point 1). Standalone: starts
// its own nats-server (the one on PATH, or NATS_SERVER) on a free port and a
// scratch directory, so it measures nothing else. Every mode publishes
// CONSUMER_COST_EVENTS events on one subject and a durable pull consumer of
// every event (webhooks' intake) acknowledges each one.
//
//   node tools/bench/nats-consumer-cost.mjs                       # every mode, 60,000 events each
//   CONSUMER_COST_MODES=acks-granted,acks-by-response node tools/bench/nats-consumer-cost.mjs
//
// Modes (CONSUMER_COST_MODES, in the order given):
//   open              no users (no permissions at all)
//   sparse            open, plus three pulling consumers whose filter matches
//                     none of the events (finance's and helpdesk's
//                     person.updated, accounting's settlements)
//   acks-granted      the consumer's user as until #34: allow_responses
//                     { max: 1, expires: "2m" } and the acks granted
//                     explicitly ($JS.ACK.<stream>.<durable>.>)
//   acks-by-response  the same user without the explicit grant: each ack
//                     (or nak, or term) is the delivery's one response
// Prints nats-server CPU µs per event for each slice of CONSUMER_COST_SLICE
// events, and over the whole run.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { AckPolicy, DeliverPolicy, RetentionPolicy, StorageType, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';

const EVENTS = Number(process.env.CONSUMER_COST_EVENTS ?? 60_000);
const SLICE = Number(process.env.CONSUMER_COST_SLICE ?? 10_000);
const WINDOW = 64; // publishes in flight, about the relays' concurrency
const MODES = (process.env.CONSUMER_COST_MODES ?? 'open,sparse,acks-granted,acks-by-response').split(',');
const PAYLOAD = JSON.stringify({ event: 'person.created', companyId: '0'.repeat(24), data: { id: '1'.repeat(24), name: 'x'.repeat(40), updatedAt: new Date().toISOString() } });

function cpuMicros(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000; // USER_HZ 100
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const STREAM = 'BENCH_EVENTS';

/** A config with a user for the publisher (every right) and one for the consumer, as nats-server-config.ts writes a service's. */
function authConfig(grantAcks) {
  const consumerPublish = ['$JS.API.INFO', `$JS.API.STREAM.INFO.${STREAM}`, `$JS.API.CONSUMER.INFO.${STREAM}.all`, `$JS.API.CONSUMER.MSG.NEXT.${STREAM}.all`];
  if (grantAcks) consumerPublish.push(`$JS.ACK.${STREAM}.all.>`);
  return [
    'authorization {',
    '  users: [',
    '    { user: "publisher", password: "p" }',
    '    { user: "consumer", password: "c", permissions: {',
    `        publish: { allow: ${JSON.stringify(consumerPublish)} }`,
    '        subscribe: { allow: ["_INBOX.>"] }',
    '        allow_responses: { max: 1, expires: "2m" }',
    '    } }',
    '  ]',
    '}',
  ].join('\n');
}

async function startServer(config) {
  const dir = mkdtempSync(join(tmpdir(), 'consumer-cost-nats-'));
  const port = await freePort();
  const args = ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', dir];
  if (config) {
    writeFileSync(join(dir, 'nats.conf'), config);
    args.push('-c', join(dir, 'nats.conf'));
  }
  const child = spawn(process.env.NATS_SERVER ?? 'nats-server', args, { stdio: 'ignore' });
  const auth = (user) => (config ? { user, pass: user[0] } : {});
  for (let i = 0; i < 100; i++) {
    try {
      const connection = await connect({ servers: `127.0.0.1:${port}`, ...auth('publisher') });
      const consumerConnection = await connect({ servers: `127.0.0.1:${port}`, ...auth('consumer') });
      return { child, dir, connection, consumerConnection };
    } catch {
      await sleep(100);
    }
  }
  throw new Error('nats-server did not start');
}

/** Consumes a durable pull consumer as the services do, acknowledging each message. */
async function consumeAll(js, stream, durable, max) {
  const messages = await (await js.consumers.get(stream, durable)).consume({ max_messages: max });
  void (async () => {
    for await (const message of messages) message.ack();
  })();
  return messages;
}

const SPARSE = ['person.updated', 'person.updated.2', 'financial.settled'];

/** Per mode: the server's config (none: no users), and what else runs beside the consumer of every event. */
const MODE_SETUP = {
  open: { config: undefined, extra: async () => [] },
  'acks-granted': { config: authConfig(true), extra: async () => [] },
  'acks-by-response': { config: authConfig(false), extra: async () => [] },
  sparse: { config: undefined, extra: async (manager, js, stream) => {
    const open = [];
    for (const [i, subject] of SPARSE.entries()) {
      const durable = `sparse-${i}`;
      await manager.consumers.add(stream, { durable_name: durable, ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.All, filter_subject: `bench.events.${subject}`, max_ack_pending: 1_000 });
      open.push(await consumeAll(js, stream, durable, 500));
    }
    return open;
  } },
};

async function run(mode) {
  const { child, dir, connection, consumerConnection } = await startServer(MODE_SETUP[mode].config);
  try {
    const manager = await jetstreamManager(connection);
    const js = jetstream(connection);
    const stream = STREAM;
    await manager.streams.add({ name: stream, subjects: ['bench.events.>'], storage: StorageType.File, retention: RetentionPolicy.Limits, max_age: 7 * 86_400e9, duplicate_window: 120e9 });
    await manager.consumers.add(stream, { durable_name: 'all', ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.All, filter_subject: 'bench.events.>', max_ack_pending: 1_000 });
    const open = [await consumeAll(jetstream(consumerConnection), stream, 'all', 1_000), ...(await MODE_SETUP[mode].extra(manager, js, stream))];
    await sleep(1000);
    const slices = [];
    let sliceCpu = cpuMicros(child.pid);
    let sliceStart = Date.now();
    let sliceFrom = 0;
    const idleCpu = cpuMicros(child.pid);
    for (let sent = 0; sent < EVENTS; ) {
      const batch = [];
      for (let i = 0; i < WINDOW && sent < EVENTS; i++, sent++) batch.push(js.publish('bench.events.person.created', PAYLOAD, { msgID: `e${sent}`, timeout: 60_000 }));
      await Promise.all(batch);
      if (sent - sliceFrom >= SLICE || sent === EVENTS) {
        // Until the all-events consumer has caught up, so each slice carries its own delivery cost.
        for (;;) {
          const info = await manager.consumers.info(stream, 'all');
          if (info.num_pending + info.num_ack_pending === 0) break;
          await sleep(20);
        }
        const cpu = cpuMicros(child.pid);
        const count = sent - sliceFrom;
        slices.push({ upTo: sent, usPerEvent: Math.round((cpu - sliceCpu) / count), rate: Math.round(count / ((Date.now() - sliceStart) / 1000)) });
        sliceFrom = sent;
        sliceCpu = cpu;
        sliceStart = Date.now();
      }
    }
    const total = Math.round((cpuMicros(child.pid) - idleCpu) / EVENTS);
    await Promise.all(open.map((messages) => messages.close()));
    console.log(`${mode.padEnd(16)} total ${total} µs/event | ${slices.map((s) => `≤${(s.upTo / 1000).toFixed(0)}k: ${s.usPerEvent} µs (${s.rate}/s)`).join(' | ')}`);
  } finally {
    await consumerConnection.close();
    await connection.close();
    child.kill();
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const mode of MODES) await run(mode);
