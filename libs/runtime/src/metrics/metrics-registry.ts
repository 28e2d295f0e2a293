import { Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus registry: one per process (a process is one app),
 * every series labelled with the app's name, Node's default metrics
 * (event-loop lag, heap, GC, handles) included. Each area declares its own
 * metrics on it next to the code it measures. Label values are bounded sets
 * (route templates, subjects, outcomes, event families): never a company or
 * record id (docs/operations/observe.md, "Metrics").
 */
export const metricsRegistry = new Registry();

let started = false;

/** Names the process and starts the default metrics; once per process. */
export function startProcessMetrics(app: string): void {
  if (started) return;
  started = true;
  metricsRegistry.setDefaultLabels({ app });
  collectDefaultMetrics({ register: metricsRegistry, prefix: 'bizapi_' });
}

/** The registry in Prometheus' text format, with its content type. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
