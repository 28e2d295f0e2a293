import { headers as natsHeaders, MsgHdrs } from '@nats-io/transport-node';
import { SpanKind, context } from '@opentelemetry/api';
import { TraceCarrier, contextFromCarrier, injectTraceHeaders } from '../tracing/trace-context';
import { inSpan, tracingEnabled } from '../tracing/tracing';

/**
 * Publishes one outbox event, with tracing on in a `jetstream publish` span
 * continuing the trace of the write that stored it (the row's traceContext),
 * the span's context in the message's W3C headers for the consumers. An
 * event stored untraced is published as before.
 */
export async function publishTraced(
  row: { event: string; event_id: string; trace_context?: TraceCarrier | null },
  publish: (headers?: MsgHdrs) => Promise<unknown>,
): Promise<void> {
  if (!tracingEnabled() || !row.trace_context) {
    await publish();
    return;
  }
  const attributes = {
    'messaging.system': 'nats',
    'messaging.operation.type': 'send',
    'bizapi.event': row.event,
    'bizapi.event_id': row.event_id,
  };
  await context.with(contextFromCarrier(row.trace_context), () =>
    inSpan(`jetstream publish ${row.event}`, SpanKind.PRODUCER, attributes, async () => {
      const headers = natsHeaders();
      injectTraceHeaders(headers);
      await publish(headers);
    }),
  );
}
