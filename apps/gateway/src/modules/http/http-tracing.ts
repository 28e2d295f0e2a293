import { contextFromHeaders, tracer, tracingEnabled, withRequestId } from '@bizapi/runtime';
import { Context, Link, ROOT_CONTEXT, Span, SpanKind, SpanStatusCode, context, isSpanContextValid, trace } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeTemplateOf } from './http-metrics';

const TRACE = Symbol('trace');

interface RequestTrace {
  span: Span;
  context: Context;
}

/** W3C trace context headers a caller may send; its `baggage` is not taken (it would travel to every hop). */
const CALLER_TRACE_HEADERS = ['traceparent', 'tracestate'];

/** Incoming headers read as a propagation carrier, for the caller's own `traceparent`. */
function headersOf(request: FastifyRequest) {
  const headers = request.headers;
  return {
    get: (key: string) => {
      if (!CALLER_TRACE_HEADERS.includes(key)) return '';
      const value = headers[key];
      return (Array.isArray(value) ? value[0] : value) ?? '';
    },
    set: () => undefined,
    keys: () => CALLER_TRACE_HEADERS,
  };
}

/**
 * With tracing on, each request is a server span `<METHOD> <route template>`
 * (no query string, no ids in its name) whose context carries the request id
 * in its baggage; the request's work runs in it (runInRequestTrace), so the
 * NATS request and every log line of that work belong to its trace. Nothing
 * is registered when tracing is off.
 *
 * The span is always a new trace root: a request from the internet must not
 * choose the parent (nor the sampling) of our trace. A caller's valid
 * `traceparent` becomes a span link, so its own trace still leads here.
 */
export function traceHttpRequests(fastify: FastifyInstance): void {
  if (!tracingEnabled()) return;
  fastify.addHook('onRequest', (request, _reply, done) => {
    const parent = withRequestId(ROOT_CONTEXT, request.id);
    const span = tracer().startSpan(
      request.method,
      {
        kind: SpanKind.SERVER,
        root: true,
        links: callerLinks(request),
        attributes: { 'http.request.method': request.method, 'url.path': request.url.split('?', 1)[0], 'bizapi.request_id': request.id },
      },
      parent,
    );
    const active = trace.setSpan(parent, span);
    (request as unknown as Record<symbol, RequestTrace>)[TRACE] = { span, context: active };
    context.with(active, done);
  });
  fastify.addHook('onResponse', async (request, reply) => {
    const traced = requestTraceOf(request);
    if (!traced) return;
    const route = routeTemplateOf(request);
    traced.span.updateName(`${request.method} ${route}`);
    traced.span.setAttributes({ 'http.route': route, 'http.response.status_code': reply.statusCode });
    if (reply.statusCode >= 500) traced.span.setStatus({ code: SpanStatusCode.ERROR });
    traced.span.end();
  });
}

/** The caller's own span, when it sent a valid `traceparent`: linked to, never continued. */
function callerLinks(request: FastifyRequest): Link[] {
  const caller = trace.getSpanContext(contextFromHeaders(headersOf(request)));
  return caller && isSpanContextValid(caller) ? [{ context: caller }] : [];
}

function requestTraceOf(request: FastifyRequest): RequestTrace | undefined {
  return (request as unknown as Record<symbol, RequestTrace | undefined>)[TRACE];
}

/** Runs a request's work in its trace (the body parser's stream callbacks lose the hook's context). */
export function runInRequestTrace<T>(request: FastifyRequest, work: () => T): T {
  const traced = requestTraceOf(request);
  return traced ? context.with(traced.context, work) : work();
}

/** The trace id of a request, for its access-log line (written outside its context). */
export function traceIdOf(request: FastifyRequest): string | undefined {
  return requestTraceOf(request)?.span.spanContext().traceId;
}
