import {
  TraceCarrier,
  contextFromCarrier,
  contextFromHeaders,
  currentTraceCarrier,
  failSpan,
  tracer,
  tracingEnabled,
} from '@bizapi/runtime';
import type { JsMsg } from '@nats-io/jetstream';
import { Logger } from '@nestjs/common';
import { Context, Span, SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';
import type { AttemptResponse } from '../modules/network/delivery-http-client';

/**
 * The webhooks side of a write's trace (docs/operations/observe.md, "Traces"):
 * `jetstream receive` per event taken from the stream (child of the relay's
 * publish, from the message's W3C headers), `bullmq add` per delivery queued
 * (its context travels in the job's data), `bullmq process` per job run and
 * `webhook attempt` per HTTP attempt. All are no-ops with tracing off.
 */

/** Spans of the events of one intake batch, by event id; `end` closes them with the batch's outcome. */
export interface ReceivedTraces {
  contexts: Map<string, Context>;
  end(error?: unknown): void;
}

export function traceReceived(messages: readonly { message: JsMsg; id: string; event: string }[]): ReceivedTraces | undefined {
  if (!tracingEnabled()) return undefined;
  const contexts = new Map<string, Context>();
  const spans: Span[] = [];
  for (const { message, id, event } of messages) {
    const parent = contextFromHeaders(message.headers);
    if (!trace.getSpan(parent)) continue;
    const span = tracer().startSpan(
      `jetstream receive ${event}`,
      {
        kind: SpanKind.CONSUMER,
        attributes: { 'messaging.system': 'nats', 'messaging.operation.type': 'receive', 'bizapi.event': event, 'bizapi.event_id': id },
      },
      parent,
    );
    spans.push(span);
    contexts.set(id, trace.setSpan(parent, span));
  }
  return {
    contexts,
    end(error) {
      for (const span of spans) {
        if (error) failSpan(span, error);
        span.end();
      }
    },
  };
}

/**
 * Queues deliveries, each traced by a `bullmq add` span under its event's
 * receive span, whose context goes in the job's data (`traceContext`).
 */
export async function enqueueTraced<T extends { eventId: string; traceContext?: TraceCarrier }>(
  deliveries: T[],
  received: ReceivedTraces | undefined,
  enqueue: (deliveries: T[]) => Promise<void>,
): Promise<void> {
  if (!received?.contexts.size) return enqueue(deliveries);
  const spans: Span[] = [];
  for (const delivery of deliveries) {
    const parent = received.contexts.get(delivery.eventId);
    if (!parent) continue;
    const span = tracer().startSpan(
      'bullmq add webhook-deliveries',
      { kind: SpanKind.PRODUCER, attributes: { 'messaging.system': 'bullmq', 'messaging.destination.name': 'webhook-deliveries' } },
      parent,
    );
    spans.push(span);
    delivery.traceContext = currentTraceCarrier(trace.setSpan(parent, span));
  }
  try {
    await enqueue(deliveries);
  } catch (error) {
    spans.forEach((span) => failSpan(span, error));
    throw error;
  } finally {
    spans.forEach((span) => span.end());
  }
}

/** Runs a delivery job in a `bullmq process` span continuing the trace its data carries. */
export function processTraced<T>(
  job: { id?: string; attemptsMade: number; data: { traceContext?: TraceCarrier } },
  work: () => Promise<T>,
): Promise<T> {
  if (!tracingEnabled() || !job.data.traceContext) return work();
  const span = tracer().startSpan(
    'bullmq process webhook-deliveries',
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.system': 'bullmq',
        'messaging.destination.name': 'webhook-deliveries',
        'bizapi.job.attempts_made': job.attemptsMade,
      },
    },
    contextFromCarrier(job.data.traceContext),
  );
  return context.with(trace.setSpan(contextFromCarrier(job.data.traceContext), span), async () => {
    try {
      return await work();
    } catch (error) {
      // A job put back to wait its turn (DelayedError) is not a failure.
      if ((error as Error)?.name === 'DelayedError') span.setAttribute('bizapi.job.delayed', true);
      else failSpan(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

const EVENT_OF_BODY = /^\{"id":"[^"]*","event":"([a-z_.]+)"/;
const logger = new Logger('WebhookAttempt');

/**
 * One HTTP attempt of a delivery as a client span: event type, attempt
 * number, status code, the receiver's host (never its path or query, which
 * may hold a token), company and subscription as attributes only. Also a
 * debug log line per attempt, which carries the trace and request ids.
 */
export async function attemptTraced(
  attempt: { body: string; number: number; url: string; companyId: string; subscriptionId: string },
  post: () => Promise<AttemptResponse>,
): Promise<AttemptResponse> {
  if (!tracingEnabled()) return post();
  const event = EVENT_OF_BODY.exec(attempt.body)?.[1] ?? 'unknown';
  const span = tracer().startSpan(`webhook attempt ${event}`, {
    kind: SpanKind.CLIENT,
    attributes: {
      'bizapi.event': event,
      'bizapi.webhook.attempt': attempt.number,
      'bizapi.company_id': attempt.companyId,
      'bizapi.subscription_id': attempt.subscriptionId,
      'server.address': hostOf(attempt.url),
      'http.request.method': 'POST',
    },
  });
  try {
    const response = await context.with(trace.setSpan(context.active(), span), post);
    if (response.statusCode) span.setAttribute('http.response.status_code', response.statusCode);
    if (response.error) span.setAttribute('error.type', response.error.slice(0, 100));
    if (!response.statusCode || response.statusCode >= 400) span.setStatus({ code: SpanStatusCode.ERROR });
    logger.debug(`attempt ${attempt.number} of ${event}: ${response.statusCode ?? 'no response'} in ${Math.round(response.durationMs)} ms`);
    return response;
  } catch (error) {
    failSpan(span, error);
    throw error;
  } finally {
    span.end();
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'invalid';
  }
}
