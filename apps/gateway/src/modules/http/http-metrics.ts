import { metricsRegistry } from '@bizapi/runtime';
import type { FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram } from 'prom-client';

const ROUTE_TEMPLATE = Symbol('routeTemplate');

const requests = new Histogram({
  name: 'bizapi_http_request_duration_seconds',
  help: 'Requests answered by the gateway, by route template (route table path, or "unmatched"), method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

const rateLimited = new Counter({
  name: 'bizapi_http_rate_limited_total',
  help: 'Requests refused with 429, by the limit that refused them: "company" (requests a minute per company), "api-key" (/auth attempts per key), "in-flight" (a company\'s requests in flight at this replica) or "reports-in-flight" (its accounting reports in flight).',
  labelNames: ['reason'] as const,
  registers: [metricsRegistry],
});

const inFlight = new Gauge({
  name: 'bizapi_http_requests_in_flight',
  help: 'Requests this replica is waiting on a service for, all companies together: "all", and of them "reports" (the accounting reports).',
  labelNames: ['class'] as const,
  registers: [metricsRegistry],
});
// Both series from the start, at 0 (a dashboard should not have to guess at a missing one).
inFlight.set({ class: 'all' }, 0);
inFlight.set({ class: 'reports' }, 0);

/** Reports how many 429s `hold` is holding now (bizapi_http_refusals_held). */
export function observeRefusalsHeld(hold: { readonly holding: number }): void {
  new Gauge({
    name: 'bizapi_http_refusals_held',
    help: 'Refusals (429) this replica is holding before it answers them (docs/decisions.md, "Refusals are held").',
    registers: [metricsRegistry],
    collect() {
      this.set(hold.holding);
    },
  });
}

/** A request took (1) or gave back (-1) its slot among its company's requests in flight. */
export function recordInFlight(report: boolean, change: 1 | -1): void {
  inFlight.inc({ class: 'all' }, change);
  if (report) inFlight.inc({ class: 'reports' }, change);
}

/** The route-table path a proxied request matched (`/persons/:id`), for its metrics label. */
export function markRouteTemplate(request: FastifyRequest, template: string): void {
  (request as unknown as Record<symbol, string>)[ROUTE_TEMPLATE] = template;
}

/** Called once per answered request (the onResponse hook). */
export function recordHttpRequest(request: FastifyRequest, statusCode: number, seconds: number): void {
  requests.observe({ route: routeTemplateOf(request), method: request.method, status: String(statusCode) }, seconds);
}

export type RateLimitReason = 'company' | 'api-key' | 'in-flight' | 'reports-in-flight';

export function recordRateLimited(reason: RateLimitReason): void {
  rateLimited.inc({ reason });
}

export function routeTemplateOf(request: FastifyRequest): string {
  const marked = (request as unknown as Record<symbol, string | undefined>)[ROUTE_TEMPLATE];
  if (marked) return marked;
  // Routes of the gateway itself (/external/v1/auth…); the proxy's wildcard matched nothing of the table.
  const registered = request.routeOptions?.url;
  return registered && !registered.includes('*') ? registered.replace(/^\/external\/v1/, '') || '/' : 'unmatched';
}
