import type { ServiceName } from '@bizapi/contracts';
import { setFlagsFromString } from 'node:v8';

/**
 * How far each service's old generation may grow past what a full collection
 * kept before the next one, in percent (`--heap-growing-percent`): 50 lets it
 * grow to 1.5×. Only where the bench showed it pays (docs/operations.md,
 * "Memory"; docs/benchmarks-history.md, "Heap growth"): V8 otherwise picks
 * the factor from its own speeds, up to 4× on a host of the bench's size,
 * and accounting under four statements of 20,000 lines at once peaked at
 * 294–300 MiB against 190–211, webhooks under the noisy bench at 282–308
 * against 191–198, with no CPU cost beyond the noise (a statement at the cap
 * +6–8 %), people-crm under 100-row pages at 342 against 211 for 0.97× their
 * rate (quiet machine, three rounds alternated). The other services keep
 * V8's own: their peaks were under 200 MiB without it.
 */
export const HEAP_GROWING_PERCENT: Partial<Record<ServiceName, number>> = { accounting: 50, webhooks: 50, 'people-crm': 50 };

/**
 * Sets the service's heap growth, if it has one. It bounds nothing: the heap
 * still grows with what is live, only the garbage let in between two full
 * collections is less. V8 reads the factor at each full collection, so
 * setting it once running takes effect. A `--heap-growing-percent` given to
 * node (a Deployment's args, BIZAPI_NODE_ARGS_<APP>) wins, for A/B runs.
 */
export function limitHeapGrowth(service: ServiceName): void {
  const percent = HEAP_GROWING_PERCENT[service];
  if (percent === undefined) return;
  if (process.execArgv.some((flag) => /^--heap[-_]growing[-_]percent/.test(flag))) return;
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}
