#!/usr/bin/env node
// Times `npm start` from the call until its "[start] ready" line and prints
// the timeline of that start: its own log lines, every process it ran (the
// build, each `migrate`, nats-server, each app) from spawn to exit or to
// readiness, and the CPU (user + system) each took until "ready", sampled
// from /proc (Linux only). Then stops the stack with SIGINT to its process
// group, as Ctrl-C does.
//
//   node tools/start/time-start.mjs [--runs N] [--root DIR]... [--json FILE]
//
// Several --root checkouts are started in turn (A, B, A, B, ...), so a
// change and the code before it share the machine's load (the stack's ports
// are fixed: only one start runs at a time). The environment is passed on,
// e.g. BIZAPI_NAMESPACE and DATABASE_URL to keep to a database and users of
// one's own, BIZAPI_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof".
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const HERE = dirname(fileURLToPath(import.meta.url));
const TICK = 100; // clock ticks per second (getconf CLK_TCK on Linux)
const SAMPLE_MS = 40;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    root: { type: 'string', multiple: true, default: [resolve(HERE, '../..')] },
    json: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});

// Health ports as in libs/launcher/src/stack.cjs (the gateway's probes are on its metrics port).
const metricsPort = process.env.METRICS_PORT ?? '9464';
const PROBES = [
  ['gateway', metricsPort],
  ['people-crm', 3101],
  ['webhooks', 3102],
  ['accounting', 3103],
  ['sales-contracts', 3104],
  ['finance', 3105],
  ['projects-hr', 3106],
  ['helpdesk', 3107],
  ['panel', 9465],
];

const uptime = () => Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]);

/** pid's stat fields (after the command name), or undefined once it is gone. */
function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state): utime 14, stime 15, cutime 16, cstime 17, starttime 22.
    return { utime: +fields[11], stime: +fields[12], cutime: +fields[13], cstime: +fields[14], start: +fields[19] };
  } catch {
    return undefined;
  }
}

function children(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function label(pid) {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const main = argv.find((arg) => /apps\/[^/]+\/dist\/main\.js$/.test(arg));
    if (main) return `${main.match(/apps\/([^/]+)\//)[1]}${argv.includes('migrate') ? ' migrate' : ''}`;
    if (argv.some((arg) => arg.endsWith('typescript/bin/tsc'))) return 'build (tsc -b)';
    if (basename(argv[0] ?? '') === 'node' && argv[1]?.endsWith('tools/start/start.mjs')) return 'start.mjs';
    return basename(argv[0] ?? `pid ${pid}`) + (argv[1] && !argv[1].startsWith('-') ? ` ${basename(argv[1])}` : '');
  } catch {
    return `pid ${pid}`;
  }
}

async function probe(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health/ready`, { signal: AbortSignal.timeout(1000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function oneStart(root) {
  const bootAtCall = uptime();
  const t0 = performance.now();
  const at = () => (performance.now() - t0) / 1000;
  const child = spawn('npm', ['start'], { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const lines = [];
  const processes = new Map(); // pid -> { label, spawned, lastSeen, cpu, total, exited }
  const readyLine = new Promise((done) => {
    let buffer = '';
    const onData = (chunk) => {
      buffer += chunk;
      let index;
      while ((index = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 1);
        if (!values.quiet && process.env.TIME_START_ECHO) process.stderr.write(`${line}\n`);
        if (line.startsWith('[start]')) {
          lines.push({ t: at(), line: line.slice(8, 110) });
          if (line.startsWith('[start] ready')) done();
          if (/failed|exited|did not|not ready/.test(line)) done();
        }
      }
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', onData);
    child.once('exit', () => done());
  });

  // CPU of a process and of the children it has reaped (the build, each migrate: start.mjs waits for them).
  const sample = () => {
    const now = at();
    const seen = new Set();
    const walk = (pid) => {
      seen.add(pid);
      const s = stat(pid);
      if (!s) return;
      let entry = processes.get(pid);
      if (!entry) {
        entry = { pid, label: label(pid), spawned: s.start / TICK - bootAtCall, exited: undefined };
        processes.set(pid, entry);
      }
      // A child's command line is its parent's until it execs.
      if (now - entry.spawned < 2 || entry.label === 'start.mjs') entry.label = label(pid);
      entry.cpu = (s.utime + s.stime) / TICK;
      entry.reaped = (s.cutime + s.cstime) / TICK;
      entry.lastSeen = now;
      for (const kid of children(pid)) walk(kid);
    };
    walk(child.pid);
    for (const entry of processes.values()) if (!seen.has(entry.pid) && entry.exited === undefined) entry.exited = entry.lastSeen;
  };
  const sampler = setInterval(sample, SAMPLE_MS);

  const readyAt = {};
  let probing = true;
  const probes = PROBES.map(async ([name, port]) => {
    while (probing) {
      if (await probe(port)) {
        readyAt[name] = at();
        return;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  await readyLine;
  const ready = at();
  sample();
  clearInterval(sampler);
  probing = false;
  await Promise.race([Promise.all(probes), new Promise((r) => setTimeout(r, 300))]);
  const totalCpu = [...processes.values()].filter((p) => p.exited === undefined).reduce((sum, p) => sum + p.cpu + p.reaped, 0);

  const exited = new Promise((done) => child.once('close', done));
  try {
    process.kill(-child.pid, 'SIGINT');
  } catch {
    // already gone
  }
  await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))]);

  const rows = [...processes.values()]
    .filter((p) => !/^(npm|sh)\b/.test(p.label))
    .map((p) => {
      const app = PROBES.find(([name]) => p.label === name);
      const end = app && readyAt[app[0]] !== undefined ? readyAt[app[0]] : p.exited;
      return { process: p.label, pid: p.pid, spawned: round(p.spawned), end: end === undefined ? null : round(end), how: app ? 'ready' : p.exited !== undefined ? 'exited' : 'running', cpu: round(p.cpu) };
    })
    .sort((a, b) => a.spawned - b.spawned);
  return { root, ready: round(ready), totalCpu: round(totalCpu), lines, processes: rows };
}

const round = (x) => Math.round(x * 100) / 100;

function print(run, index) {
  const out = [];
  out.push(`run ${index + 1}: ${run.root}  ready ${run.ready.toFixed(2)} s, CPU until ready ${run.totalCpu.toFixed(2)} s (all processes)`);
  for (const { t, line } of run.lines) out.push(`  ${t.toFixed(2).padStart(6)}  [start] ${line}`);
  out.push(`  ${'process'.padEnd(24)} ${'spawned'.padStart(7)} ${'end'.padStart(7)} ${''.padEnd(7)} ${'CPU s'.padStart(6)}`);
  for (const p of run.processes) {
    out.push(
      `  ${p.process.padEnd(24)} ${p.spawned.toFixed(2).padStart(7)} ${(p.end === null ? '-' : p.end.toFixed(2)).padStart(7)} ${p.how.padEnd(7)} ${p.cpu.toFixed(2).padStart(6)}`,
    );
  }
  console.log(out.join('\n'));
}

const runs = [];
const roots = values.root.map((root) => resolve(root));
for (let i = 0; i < Number(values.runs); i++) {
  for (const root of roots) {
    const run = await oneStart(root);
    runs.push(run);
    print(run, runs.length - 1);
    await new Promise((r) => setTimeout(r, 1500));
  }
}
if (runs.length > 1) {
  console.log('\nsummary (ready s / CPU s until ready):');
  for (const root of roots) {
    const mine = runs.filter((run) => run.root === root);
    console.log(`  ${root}: ${mine.map((run) => `${run.ready.toFixed(1)}/${run.totalCpu.toFixed(1)}`).join('  ')}`);
  }
}
if (values.json) writeFileSync(values.json, JSON.stringify(runs, null, 2));
