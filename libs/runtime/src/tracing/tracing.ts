import { Span, SpanKind, SpanStatusCode, Tracer, context, trace } from '@opentelemetry/api';
import { releaseVersion } from '../config/release-version';

/**
 * OpenTelemetry tracing of a process (docs/operations/observe.md, "Traces"). Off
 * unless OTEL_EXPORTER_OTLP_TRACES_ENDPOINT or OTEL_EXPORTER_OTLP_ENDPOINT is
 * set: then nothing of the SDK is even loaded, no span object is made, and
 * every helper here is a flag check.
 */
let enabled = false;
let shutdown: (() => Promise<void>) | undefined;

/** Where spans go, or undefined when tracing is off (no endpoint, or the standard OTEL_SDK_DISABLED=true). */
export function tracesEndpoint(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return undefined;
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (traces) return traces;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  return base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined;
}

export function tracingEnabled(): boolean {
  return enabled;
}

/**
 * Starts the SDK once per process, before the app module is built (so the
 * PostgreSQL driver TypeORM loads is the instrumented one): OTLP over HTTP
 * (JSON) to the configured endpoint, batched; W3C `traceparent`/`baggage`
 * propagation; the sampler of OTEL_TRACES_SAMPLER (parent-based always-on
 * by default); service.name from OTEL_SERVICE_NAME or the app's name.
 * Returns whether tracing is on.
 */
export function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (enabled || !tracesEndpoint(env)) return enabled;
  // Loaded only when tracing is on: a process without an endpoint never loads the SDK.
  const { NodeTracerProvider, BatchSpanProcessor } =
    require('@opentelemetry/sdk-trace-node') as typeof import('@opentelemetry/sdk-trace-node');
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const { detectResources, envDetector, resourceFromAttributes } =
    require('@opentelemetry/resources') as typeof import('@opentelemetry/resources');
  const { registerInstrumentations } = require('@opentelemetry/instrumentation') as typeof import('@opentelemetry/instrumentation');
  const { PgInstrumentation } = require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  const provider = new NodeTracerProvider({
    // OTEL_RESOURCE_ATTRIBUTES (k8s.pod.name, k8s.namespace.name, k8s.node.name from the downward
    // API: k8s/components/tracing), then ours on top: service.name and the release.
    resource: detectResources({ detectors: [envDetector] }).merge(
      resourceFromAttributes({
        'service.name': env.OTEL_SERVICE_NAME?.trim() || serviceName,
        'service.version': env.SERVICE_VERSION?.trim() || releaseVersion(),
      }),
    ),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  // SQL spans only inside traced work (no lone traces from the relay's polling), statement text without its values.
  registerInstrumentations({ tracerProvider: provider, instrumentations: [new PgInstrumentation({ requireParentSpan: true })] });
  // `pg` is usually loaded already (this library imports it): requiring it again lets the instrumentation patch its Client.
  require('pg');
  enabled = true;
  shutdown = () => provider.shutdown();
  return true;
}

/** Sends what is still batched; called on a graceful shutdown. */
export async function stopTracing(): Promise<void> {
  await shutdown?.().catch(() => undefined);
}

export function tracer(): Tracer {
  return trace.getTracer('bizapi');
}

/**
 * Runs `work` in a new span (child of the active one) and ends it when the
 * work settles, recording a thrown error. With tracing off, just runs it.
 */
export async function inSpan<T>(
  name: string,
  kind: SpanKind,
  attributes: Record<string, string | number | boolean | undefined>,
  work: (span?: Span) => Promise<T>,
): Promise<T> {
  if (!enabled) return work();
  const span = tracer().startSpan(name, { kind, attributes });
  try {
    return await context.with(trace.setSpan(context.active(), span), () => work(span));
  } catch (error) {
    failSpan(span, error);
    throw error;
  } finally {
    span.end();
  }
}

/** Marks a span failed with the error's name and message (never its data). */
export function failSpan(span: Span, error: unknown): void {
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: error instanceof Error ? error.message.slice(0, 200) : String(error).slice(0, 200),
  });
}
