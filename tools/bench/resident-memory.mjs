// Resident size of the stack's processes over a bench run (#34 point 3): each
// one's VmRSS once the stack is up and idle, then sampled every 500 ms until the
// run ends, so the table shows idle and peak side by side.
//
//   const memory = sampleResidentMemory(stack);  …  memory.stop() → { idleMiB, peakMiB }
import { readFileSync } from 'node:fs';

const SAMPLE_MS = 500;
const MIB = 1024 * 1024;

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

/** Starts sampling now (the first sample is the idle size); stop() ends it and gives both, by process. */
export function sampleResidentMemory(stack) {
  const pids = new Map([...stack.processes].map(([name, child]) => [name, child.pid]));
  const idleMiB = {};
  const peakMiB = {};
  const sample = () => {
    for (const [name, pid] of pids) {
      const size = residentMiB(pid);
      if (size === undefined) continue;
      idleMiB[name] ??= size;
      peakMiB[name] = Math.max(peakMiB[name] ?? 0, size);
    }
  };
  sample();
  const timer = setInterval(sample, SAMPLE_MS);
  timer.unref();
  return {
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
    `| idle, once started (target ≤ 120) | ${names.map((name) => mark(idleMiB[name], 120)).join(' | ')} |`,
    `| peak over the run (target ≤ 200) | ${names.map((name) => mark(peakMiB[name], 200)).join(' | ')} |`,
  ].join('\n');
}
