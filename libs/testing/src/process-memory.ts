import { readFileSync } from 'node:fs';

/** The most resident memory a running process has held since it started (Linux VmHWM), in bytes. */
export function peakResidentBytes(process: { pid?: number } | undefined): number {
  const peak = process?.pid && /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${process.pid}/status`, 'utf8'));
  if (!peak) throw new Error(`no peak memory for process ${process?.pid}`);
  return Number(peak[1]) * 1024;
}
