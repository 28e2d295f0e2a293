/** Connections a test file opened, closed after it (see jest/after-env.cjs). */
const closers: Array<() => Promise<unknown>> = [];

export function onTestFileEnd(close: () => Promise<unknown>): void {
  closers.push(close);
}

export async function closeTestResources(): Promise<void> {
  for (const close of closers.splice(0).reverse()) await close().catch(() => undefined);
}
