// Resident size of the stack's processes over a bench run (#34 point 3): VmRSS
// sampled every 500 ms from the moment the stack is up until the run ends (the
// peak), and each one's idle size once started: IDLE_AFTER_MS after the stack
// is up, nothing asked of it yet, when every process has given back what its
// start grew (releaseStartupMemory in libs/runtime: the young generation a few
// seconds after ready, then V8's memory reducer the old generation's garbage).
//
//   const memory = sampleResidentMemory(stack);  await memory.idle();  …  memory.stop() → { idleMiB, peakMiB }
import { readFileSync } from 'node:fs';

const SAMPLE_MS = 500;
const MIB = 1024 * 1024;
const IDLE_AFTER_MS = Number(process.env.BENCH_IDLE_AFTER_MS ?? 20_000);

/** VmRSS of a process in MiB, or undefined once it has gone. */
function residentMiB(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((candidate) => candidate.startsWith('VmRSS:'));
    return line ? Math.round((Number(line.split(/\s+/)[1]) * 1024) / MIB) : undefined;
  } catch {
    return undefined;
  }
}

/** Starts sampling now; idle() waits and takes the idle size; stop() ends it and gives both, by process. */
export function sampleResidentMemory(stack) {
  const pids = new Map([...stack.processes].map(([name, child]) => [name, child.pid]));
  const idleMiB = {};
  const peakMiB = {};
  const sample = () => {
    for (const [name, pid] of pids) {
      const size = residentMiB(pid);
      if (size === undefined) continue;
      peakMiB[name] = Math.max(peakMiB[name] ?? 0, size);
    }
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  timer.unref();
  return {
    async idle() {
      await new Promise((done) => setTimeout(done, IDLE_AFTER_MS));
      for (const [name, pid] of pids) idleMiB[name] = residentMiB(pid);
    },
    stop() {
      clearInterval(timer);
      sample();
      return { idleMiB, peakMiB };
    },
  };
}

/** The table: idle and peak by process, against the targets (120 MiB idle, 200 MiB at the peak). */
export function residentMemoryTable({ idleMiB, peakMiB }) {
  const names = Object.keys(idleMiB);
  const mark = (value, limit) => (value > limit ? `**${value}**` : String(value));
  return [
    '',
    `| Resident MiB (VmRSS) | ${names.join(' | ')} |`,
    `|---|${names.map(() => '---:').join('|')}|`,
    `| idle, ${IDLE_AFTER_MS / 1000} s after start (target ≤ 120) | ${names.map((name) => mark(idleMiB[name], 120)).join(' | ')} |`,
    `| peak over the run (target ≤ 200) | ${names.map((name) => mark(peakMiB[name], 200)).join(' | ')} |`,
  ].join('\n');
}
