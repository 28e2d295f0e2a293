import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options: { type: 'minor' | 'major'; execution: 'sync'; flavor?: 'last-resort' }) => void;

const YOUNG_CHECK_MS = 1_000;
const YOUNG_CHECKS = 12;
const FULL_COLLECTIONS = 6;

/**
 * Called once a process is ready: gives back what loading the app's
 * JavaScript left behind (docs/operations/scale.md, "Memory"). Starting grows
 * V8's young generation to its limit (much of what is allocated then
 * survives), and an idle process never collects again, so V8 never shrank it:
 * that memory stayed resident for nothing. V8 shrinks it at a young
 * collection that finds the last few seconds of allocation slow, so one runs
 * each second (cheap on an idle heap) until it has, at most YOUNG_CHECKS
 * times. Then several full "last resort" collections (the kind V8 runs under
 * memory pressure): what ran only at start is freed only after several, not
 * one, and V8's memory reducer then returns the emptied old-generation pages.
 * Under load the young generation grows again, up to --max-semi-space-size.
 * `gc` is exposed to a throwaway context only for this, as Jest does: the
 * process's own global never has it. What it gives back:
 * docs/benchmarks.md, "Resident memory".
 */
export function releaseStartupMemory(): void {
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as Collect;
  setFlagsFromString('--no-expose-gc');
  const startSize = youngGenerationSize();
  let checks = 0;
  const timer = setInterval(() => {
    collect({ type: 'minor', execution: 'sync' });
    if (youngGenerationSize() >= startSize && ++checks < YOUNG_CHECKS) return;
    clearInterval(timer);
    for (let collection = 0; collection < FULL_COLLECTIONS; collection++) collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  }, YOUNG_CHECK_MS);
  timer.unref();
}

/** Bytes V8 holds for the young generation (both semi-spaces). */
function youngGenerationSize(): number {
  return getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0;
}
