import { Context, ROOT_CONTEXT, TextMapGetter, TextMapSetter, context, propagation, trace } from '@opentelemetry/api';
import { tracingEnabled } from './tracing';

/**
 * A trace context as plain strings (`traceparent`, `tracestate`, `baggage`):
 * what travels where there are no message headers, in an outbox row and in a
 * BullMQ job's data.
 */
export type TraceCarrier = Record<string, string>;

/** The baggage entry that carries the gateway's request id to every hop. */
const REQUEST_ID_ENTRY = 'bizapi.request_id';

/** What headers of any kind (NATS's MsgHdrs) offer for propagation. */
interface HeaderLike {
  get(key: string): string;
  set(key: string, value: string): void;
  keys(): string[];
}

const headerGetter: TextMapGetter<HeaderLike> = {
  keys: (carrier) => carrier.keys(),
  get: (carrier, key) => carrier.get(key) || undefined,
};
const headerSetter: TextMapSetter<HeaderLike> = { set: (carrier, key, value) => carrier.set(key, value) };

/** The active trace context as a carrier, or undefined when tracing is off or nothing is traced. */
export function currentTraceCarrier(from: Context = context.active()): TraceCarrier | undefined {
  if (!tracingEnabled() || !trace.getSpan(from)) return undefined;
  const carrier: TraceCarrier = {};
  propagation.inject(from, carrier);
  return carrier;
}

/** The context a carrier describes (ROOT_CONTEXT for none). */
export function contextFromCarrier(carrier: TraceCarrier | undefined | null): Context {
  if (!carrier || typeof carrier !== 'object') return ROOT_CONTEXT;
  return propagation.extract(ROOT_CONTEXT, carrier);
}

/** Writes the active context into message headers (W3C `traceparent`, `tracestate`, `baggage`). */
export function injectTraceHeaders(headers: HeaderLike, from: Context = context.active()): void {
  propagation.inject(from, headers, headerSetter);
}

export function contextFromHeaders(headers: HeaderLike | undefined): Context {
  return headers ? propagation.extract(ROOT_CONTEXT, headers, headerGetter) : ROOT_CONTEXT;
}

/** The context with the request id in its baggage, so it reaches every later hop and log line. */
export function withRequestId(parent: Context, requestId: string): Context {
  const baggage = propagation.getBaggage(parent) ?? propagation.createBaggage();
  return propagation.setBaggage(parent, baggage.setEntry(REQUEST_ID_ENTRY, { value: requestId }));
}

/**
 * Fields of every log line written in traced work (the pino mixin): its
 * trace and span ids and the request id it serves. Nothing when tracing is off.
 */
export function traceLogFields(): Record<string, string> {
  if (!tracingEnabled()) return {};
  const active = context.active();
  const span = trace.getSpan(active);
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  const requestId = propagation.getBaggage(active)?.getEntry(REQUEST_ID_ENTRY)?.value;
  return requestId ? { traceId, spanId, requestId } : { traceId, spanId };
}
