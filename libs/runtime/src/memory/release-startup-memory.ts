import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options: { type: 'minor' | 'major'; execution: 'sync'; flavor?: 'last-resort' }) => void;

const YOUNG_CHECK_MS = 1_000;
const YOUNG_CHECKS = 12;

/**
 * Called once a process is ready: gives back what loading ~9 MB of JavaScript
 * left behind (docs/operations.md, "Memory"). Starting grows V8's young
 * generation to its limit (much of what is allocated then survives), and an
 * idle process never collects again, so V8 never shrinks it: ~30 MB per
 * process stayed resident for nothing. V8 shrinks it at a collection that
 * finds the last ~5 s of allocation slow, so: one full "last resort"
 * collection now (the old generation's start-up garbage, compacted), then a
 * young one each second (a fraction of a millisecond on an idle heap) until
 * V8 has shrunk it, at most 12 s. Under load it grows again, up to
 * --max-semi-space-size. `gc` is exposed to a throwaway context only for
 * this, as Jest does: the process's own global never has it.
 */
export function releaseStartupMemory(): void {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as Collect;
  setFlagsFromString('--no-expose-gc');
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  const startSize = youngGenerationSize();
  let checks = 0;
  const timer = setInterval(() => {
    collect({ type: 'minor', execution: 'sync' });
    const shrunk = youngGenerationSize() < startSize;
    if (!shrunk && ++checks < YOUNG_CHECKS) return;
    clearInterval(timer);
    // The young generation's pages wait in V8's pool until a collection that reduces memory unmaps them.
    if (shrunk) collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  }, YOUNG_CHECK_MS);
  timer.unref();
}

/** Bytes V8 holds for the young generation (both semi-spaces). */
function youngGenerationSize(): number {
  return getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;
}
