import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Records the exchanges of a test run as examples of the reference
 * (`npm run -s examples`, tools/openapi/examples/record.mjs): when
 * `EXAMPLES_RECORD_DIR` is set, every answer the harness's HttpClient gets and
 * every delivery the WebhookReceiver gets is appended, one JSON line each, to
 * a file of this test process in that folder. Without it, nothing is written.
 */
export type RecordedExchange =
  | { kind: 'answer'; operationId: string; status: number; request?: unknown; response?: unknown }
  | { kind: 'delivery'; event: string; body: unknown };

export function recordExchange(exchange: RecordedExchange): void {
  const folder = process.env.EXAMPLES_RECORD_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  appendFileSync(join(folder, `${process.pid}.jsonl`), `${JSON.stringify(exchange)}\n`);
}
