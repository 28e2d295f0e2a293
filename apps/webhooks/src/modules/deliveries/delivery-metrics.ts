import { metricsRegistry } from '@bizapi/runtime';
import { Counter, Gauge, Histogram } from 'prom-client';
import { COMPANY_CLASSES, companyClass } from './fair-share';
import { AttemptOutcome } from './retry-policy';

const attempts = new Counter({
  name: 'bizapi_webhook_attempts_total',
  help: 'Delivery attempts by outcome (delivered, retry, gone, failed), attempt number and event family (person, deal, financial…).',
  labelNames: ['outcome', 'attempt', 'family'] as const,
  registers: [metricsRegistry],
});

const firstAttemptLatency = new Histogram({
  name: 'bizapi_webhook_first_attempt_latency_seconds',
  help: "From the event's commit (its timestamp) to the end of its first delivery attempt, by event family.",
  labelNames: ['family'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60],
  registers: [metricsRegistry],
});

/** The start of every delivery body (event-intake.service.ts): `{"id":…,"event":"<family>.<action>","timestamp":"…"`. */
const BODY_HEAD = /^\{"id":"[^"]*","event":"([a-z_]+)\.[a-z_]+","timestamp":"([^"]+)"/;

/** Records one attempt; the family and the event time are read from the head of the body, not parsed from all of it. */
export function recordAttempt(body: string, attempt: number, outcome: AttemptOutcome, finishedAt: number): void {
  const head = BODY_HEAD.exec(body);
  const family = head?.[1] ?? 'unknown';
  attempts.inc({ outcome: outcome.kind, attempt: String(attempt), family });
  if (attempt === 1 && head) {
    const occurredAt = Date.parse(head[2]);
    if (Number.isFinite(occurredAt)) firstAttemptLatency.observe({ family }, Math.max(0, finishedAt - occurredAt) / 1000);
  }
}

const inFlight = new Gauge({
  name: 'bizapi_webhook_in_flight_attempts',
  help: "Delivery attempts in flight in this process, by company class: the backlog the job's company had when it was queued (small: up to 100 jobs, medium: up to 1,000, large: more).",
  labelNames: ['class'] as const,
  registers: [metricsRegistry],
});
for (const name of COMPANY_CLASSES) inFlight.set({ class: name }, 0);

/** Counts an attempt in flight, by its job's priority (its place in its company's backlog); call the result when it ends. */
export function attemptInFlight(priority: number | undefined): () => void {
  const labels = { class: companyClass(priority) };
  inFlight.inc(labels);
  return () => inFlight.dec(labels);
}
