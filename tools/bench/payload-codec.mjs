// NATS payload decompression, measured alone (no system): `node tools/bench/payload-codec.mjs`
// after `npm run -s build`. For each size of JSON that travels gzipped, the
// time to unzip it synchronously (zlib's gunzipSync, what the codec did before)
// and with the codec's gunzipPayload (zlib's thread pool, 16 MiB limit), and
// how long the event loop stood still meanwhile (p99); then a 1 MiB gzip bomb
// (1 GiB expanded), which the codec refuses. Plain payloads (below ~960 KiB,
// nearly all) are never gzipped and never reach zlib: both paths are one
// header lookup and a Buffer view of the message's bytes.
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { constants, gunzipSync, gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const { gunzipPayload } = require('../../libs/runtime/dist/nats/payload-codec.js');

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

/** A ledger-like JSON array of `bytes` bytes, gzipped at the codec's level. */
function gzippedJson(bytes) {
  const rows = [];
  for (let n = 0, length = 0; length < bytes; n++) {
    rows.push(JSON.stringify({ id: `line-${n}`, account: `1.1.${n % 97}`, amount: (n * 37) % 100000, memo: `Mensalidade ${n}` }));
    length += rows[n].length + 1;
  }
  return gzipSync(Buffer.from(`[${rows.join(',')}]`), { level: constants.Z_BEST_SPEED });
}

/** Mean milliseconds per call, and the 99th percentile of the event loop's stalls (ms) while the calls ran (its maximum is the machine's noise). */
async function time(work) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const started = process.hrtime.bigint();
  for (let round = 0; round < ROUNDS; round++) {
    await work();
    // A turn of the event loop between calls, as between two messages.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const meanMs = Number(process.hrtime.bigint() - started) / 1e6 / ROUNDS;
  delay.disable();
  return { meanMs: +meanMs.toFixed(2), stallP99Ms: +(delay.percentile(99) / 1e6).toFixed(1) };
}

const idle = await time(() => new Promise((resolve) => setTimeout(resolve, 10)));
const rows = [`| none: 10 ms waits (the machine's own stalls) | | ${idle.stallP99Ms} | | ${idle.stallP99Ms} |`];
for (const bytes of [1, 4, 8].map((mib) => mib * 1024 * 1024)) {
  const gzipped = gzippedJson(bytes);
  const sync = await time(async () => gunzipSync(gzipped));
  const bounded = await time(() => gunzipPayload(gzipped));
  rows.push(`| ${bytes / 1024 / 1024} MiB JSON (${Math.round(gzipped.length / 1024)} KiB gzipped) | ${sync.meanMs} | ${sync.stallP99Ms} | ${bounded.meanMs} | ${bounded.stallP99Ms} |`);
}
const member = gzipSync(Buffer.alloc(16 * 1024 * 1024), { level: constants.Z_BEST_COMPRESSION });
const bomb = Buffer.concat(Array.from({ length: Math.floor((1024 * 1024) / member.length) }, () => member));
const refused = await time(() => gunzipPayload(bomb).then(() => Promise.reject(new Error('the bomb was not refused')), () => undefined));
rows.push(`| 1 MiB gzip bomb (1 GiB expanded) | not measured: 1 GiB | | ${refused.meanMs} (refused) | ${refused.stallP99Ms} |`);

console.log(
  [
    `Node ${process.version}, ${ROUNDS} rounds each`,
    '',
    '| Gzipped payload | gunzipSync ms | event-loop stall p99 ms | gunzipPayload ms | event-loop stall p99 ms |',
    '|---|---:|---:|---:|---:|',
    ...rows,
  ].join('\n'),
);
