import { setFlagsFromString } from 'node:v8';

/** After each full collection, V8 lets the old generation grow to 1.5× what survived it before the next. */
export const SERVICE_HEAP_GROWING_PERCENT = 50;

/**
 * A domain service's old generation grows at most by half between full
 * collections (docs/operations.md, "Memory"). V8 otherwise picks the factor
 * from its collection and allocation speeds, up to 4× on a host of this
 * size: under four statements of 20,000 lines at once, accounting's old
 * generation filled with garbage to ~150 MB (peak 294–303 MiB) against
 * ~50 MB (211) with 1.5×, for no measurable CPU (docs/benchmarks-history.md,
 * "Heap growth"). It bounds nothing: the heap still grows with what is live,
 * only the garbage let in between collections is smaller. V8 reads the
 * factor at each full collection, so setting it once running takes effect.
 * A `--heap-growing-percent` given to node (BIZAPI_NODE_ARGS_<APP>, a
 * Deployment's args) wins, for A/B runs. Not the gateway's: it starts its old
 * generation at 192 MB for large replies (libs/launcher/src/stack.cjs).
 */
export function limitHeapGrowth(percent = SERVICE_HEAP_GROWING_PERCENT): void {
  if (process.execArgv.some((flag) => flag.startsWith('--heap-growing-percent') || flag.startsWith('--heap_growing_percent'))) return;
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}
