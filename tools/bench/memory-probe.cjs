// Where a process's resident memory goes under load (#34 point 3): preloaded into the stack's processes,
//   BIZAPI_NODE_ARGS="--require ./tools/bench/memory-probe.cjs" BENCH_ONLY=reads node tools/bench/run.mjs
// (or BIZAPI_NODE_ARGS_<APP> for one app), it samples process.memoryUsage() and V8's heap spaces every
// 250 ms and writes, every 2 s, $MEMORY_PROBE_DIR/<app>-<pid>.json (default /tmp/bizapi-memory-probe):
// each field's maximum (MiB), the sample at the highest RSS, and a sample per second
// [time, rss, heapTotal, heapUsed, external, arrayBuffers, new_space, old_space]. The sampling itself
// allocates a little every 250 ms, which keeps an idle process's young generation from shrinking:
// read idle sizes from a run without it.
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const v8 = require('node:v8');

const MIB = 1024 * 1024;
const directory = process.env.MEMORY_PROBE_DIR ?? '/tmp/bizapi-memory-probe';
mkdirSync(directory, { recursive: true });
const app = /apps\/([a-z-]+)\//.exec(process.argv[1] ?? '')?.[1] ?? 'other';
const file = join(directory, `${app}-${process.pid}.json`);
const max = {};
const series = [];
let atPeak;
let samples = 0;

function sample() {
  const sizes = Object.fromEntries(Object.entries(process.memoryUsage()).map(([name, bytes]) => [name, Math.round(bytes / MIB)]));
  for (const space of v8.getHeapSpaceStatistics()) sizes[space.space_name] = Math.round(space.space_size / MIB);
  for (const [name, size] of Object.entries(sizes)) max[name] = Math.max(max[name] ?? 0, size);
  if (!atPeak || sizes.rss >= atPeak.rss) atPeak = { at: new Date().toISOString(), ...sizes };
  samples++;
  if (samples % 4 === 0) series.push([Date.now(), sizes.rss, sizes.heapTotal, sizes.heapUsed, sizes.external, sizes.arrayBuffers, sizes.new_space, sizes.old_space]);
  if (samples % 8 === 0) writeFileSync(file, JSON.stringify({ app, pid: process.pid, max, atPeak, series }));
}
setInterval(sample, 250).unref();
