/**
 * Polls `probe` until it returns a value other than undefined, or fails after
 * `timeoutMs`. Poll the API gently: every request counts against the
 * company's 100 per minute.
 */
export async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000, intervalMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs every piece of `work`, `concurrency` at a time (the load of many
 * integrators at once, not one after another); the results in `work`'s order.
 * The default stays below the gateway's IN_FLIGHT_PER_COMPANY (32): more of
 * one company's requests at once is what that limit answers 429.
 */
export async function inParallel<T>(work: (() => Promise<T>)[], concurrency = 24): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < work.length) {
        const index = next++;
        results[index] = await work[index]();
      }
    }),
  );
  return results;
}
