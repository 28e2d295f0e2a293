import type { ServiceName } from '@bizapi/contracts';
import { setFlagsFromString } from 'node:v8';

/**
 * How far each service's old generation may grow past what a full collection
 * kept before the next one, in percent (`--heap-growing-percent`): 50 lets it
 * grow to 1.5×. V8 otherwise picks the factor from its own speeds, up to 4×
 * on a host of the bench's size, and a service turning over large buffers
 * (accounting's statements, webhooks' deliveries, people-crm's 100-row pages)
 * fills that room with garbage past the memory target. Only where the bench
 * showed it pays for a small CPU cost (docs/operations/scale.md, "Memory";
 * the figures in docs/benchmarks.md, "Resident memory"); the other services
 * keep V8's own, their peaks being under the target without it.
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
