import { Histogram } from 'prom-client';
import { metricsRegistry } from './metrics-registry';

/** Outcome of a NATS request as its caller sees it. */
export type RpcOutcome = 'ok' | 'client_error' | 'server_error';

const handled = new Histogram({
  name: 'bizapi_rpc_handled_seconds',
  help: 'NATS requests answered by this process, by subject (namespace removed) and outcome, from arrival to reply.',
  labelNames: ['subject', 'outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

/** Records one answered request; `error` is the reply's error payload, if any. */
export function recordRpc(subject: string, startedAt: bigint, error: unknown): void {
  handled.observe({ subject, outcome: outcomeOf(error) }, Number(process.hrtime.bigint() - startedAt) / 1e9);
}

function outcomeOf(error: unknown): RpcOutcome {
  if (error === undefined || error === null) return 'ok';
  const status = typeof error === 'object' ? (error as { statusCode?: unknown }).statusCode : undefined;
  return typeof status === 'number' && status < 500 ? 'client_error' : 'server_error';
}
