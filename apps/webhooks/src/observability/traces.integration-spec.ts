import {
  DedicatedStack,
  OtlpReceiver,
  ReceivedSpan,
  Tenant,
  WebhookReceiver,
  WebhookSystem,
  eventually,
  startWebhookSystem,
} from '@bizapi/testing';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What an on-call engineer follows in a tracing backend: one write, from the
 * gateway's HTTP request to the webhook attempt it caused, as one trace. The
 * processes export OTLP/HTTP JSON to a collector the test runs in-process.
 */

const SERVER = 2;
const CLIENT = 3;
const PRODUCER = 4;
const CONSUMER = 5;
const INTERNAL = 1;

describe('traces', () => {
  let otlp: OtlpReceiver;
  let system: WebhookSystem;
  let stack: DedicatedStack;
  let tenant: Tenant;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    otlp = await OtlpReceiver.start();
    system = await startWebhookSystem({ LOG_LEVEL: 'debug', OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url, OTEL_BSP_SCHEDULE_DELAY: '100' });
    ({ stack, tenant, receiver } = system);
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
    await otlp?.close();
  }, 60_000);

  /** The span and its ancestors, up to the trace's root. */
  function ancestry(spans: ReceivedSpan[], from: ReceivedSpan): ReceivedSpan[] {
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const chain = [from];
    for (let parent = byId.get(from.parentSpanId ?? ''); parent; parent = byId.get(parent.parentSpanId ?? '')) chain.push(parent);
    return chain;
  }

  it('follows a write from the HTTP request through NATS, SQL, the outbox, JetStream and BullMQ to the webhook attempt', async () => {
    expect(
      (await tenant.api.post('/webhooks', { url: `${receiver.url}?token=hook-query-secret`, events: ['person.created'] })).status,
    ).toBe(201);
    const requestId = `trace-${randomUUID()}`;
    const created = await tenant.api.post(
      '/persons',
      { name: 'Traced Person', personType: 'INDIVIDUAL' },
      { headers: { 'x-request-id': requestId } },
    );
    expect(created.status).toBe(201);
    const [webhook] = await receiver.waitFor(1);
    expect(webhook.json.data.id).toBe(created.body.id);

    const attempt = await eventually(async () => otlp.spans.find((span) => span.name === 'webhook attempt person.created'), 15_000);
    // Each process exports on its own schedule (the relay's publish span ends only at JetStream's ack, after the
    // delivery may have begun): wait until the attempt's chain of parents reaches the trace's root.
    const spans = await eventually(async () => {
      const trace = otlp.trace(attempt.traceId);
      const chain = ancestry(trace, attempt);
      return chain[chain.length - 1].parentSpanId ? undefined : trace;
    }, 15_000);
    const root = spans.find((span) => !span.parentSpanId) as ReceivedSpan;

    // One trace, parent by parent, from the attempt back to the gateway's request.
    expect(ancestry(spans, attempt).map((span) => [span.service, span.name, span.kind])).toEqual([
      ['webhooks', 'webhook attempt person.created', CLIENT],
      ['webhooks', 'bullmq process webhook-deliveries', CONSUMER],
      ['webhooks', 'bullmq add webhook-deliveries', PRODUCER],
      ['webhooks', 'jetstream receive person.created', CONSUMER],
      ['people-crm', 'jetstream publish person.created', PRODUCER],
      ['people-crm', 'outbox append person.created', INTERNAL],
      ['people-crm', 'nats handle api.persons.create', SERVER],
      ['gateway', 'nats request api.persons.create', CLIENT],
      ['gateway', 'POST /persons', SERVER],
    ]);
    expect(root.name).toBe('POST /persons');
    expect(root.attributes).toMatchObject({ 'http.route': '/persons', 'http.response.status_code': 201, 'bizapi.request_id': requestId });

    // SQL: the person's insert under the handler, the outbox row's insert under the outbox span.
    const handler = spans.find((span) => span.name === 'nats handle api.persons.create') as ReceivedSpan;
    const outbox = spans.find((span) => span.name === 'outbox append person.created') as ReceivedSpan;
    const sql = spans.filter(
      (span) => span.service === 'people-crm' && (span.attributes['db.system.name'] ?? span.attributes['db.system']) === 'postgresql',
    );
    const statement = (span: ReceivedSpan) => String(span.attributes['db.statement'] ?? span.attributes['db.query.text'] ?? '');
    expect(sql.some((span) => /INSERT INTO ("?\w+"?\.)?"?persons"?/.test(statement(span)) && ancestry(spans, span).includes(handler))).toBe(
      true,
    );
    expect(sql.some((span) => span.parentSpanId === outbox.spanId && statement(span).includes('INSERT INTO outbox_events'))).toBe(true);

    // The attempt: event type, attempt number, status code, the receiver's host only.
    expect(attempt.attributes).toMatchObject({
      'bizapi.event': 'person.created',
      'bizapi.webhook.attempt': 1,
      'http.response.status_code': 200,
      'server.address': new URL(receiver.url).host,
      'bizapi.company_id': tenant.company.id,
    });
    // Ids and secrets only ever as attributes: no span name holds the company, the record or the hook's query.
    for (const span of spans) {
      expect(span.name).not.toContain(tenant.company.id);
      expect(span.name).not.toContain(created.body.id);
    }
    expect(JSON.stringify(spans)).not.toContain('hook-query-secret');

    // Log lines of that work carry both ids: the gateway's access log, and the attempt's line in the webhooks
    // service (the request id travelled as W3C baggage). Logs are flushed at least every second.
    const linesOf = async (app: string) =>
      (await readFile(join(stack.logDir, `${app}.log`), 'utf8'))
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.traceId === attempt.traceId);
    const accessLine = await eventually(async () => (await linesOf('gateway')).find((line) => line.msg === 'request completed'));
    expect(accessLine).toMatchObject({ requestId, path: '/external/v1/persons', statusCode: 201 });
    const attemptLine = await eventually(async () =>
      (await linesOf('webhooks')).find((line) => String(line.msg).startsWith('attempt 1 of')),
    );
    expect(attemptLine).toMatchObject({ requestId, context: 'WebhookAttempt' });
    expect(attemptLine.msg).toMatch(/^attempt 1 of person\.created: 200 in \d+ ms$/);
  }, 60_000);

  it("starts a new trace linked to a caller's traceparent, ignores its baggage, and leaves query strings out of the request span", async () => {
    const requestId = `trace-${randomUUID()}`;
    const callerTraceId = randomUUID().replaceAll('-', '');
    const headers = {
      'x-request-id': requestId,
      traceparent: `00-${callerTraceId}-00f067aa0ba902b7-01`,
      baggage: 'bizapi.request_id=spoofed-by-caller',
    };
    expect((await tenant.api.get('/persons?search=query-secret-marker', { headers })).status).toBe(200);
    const span = await eventually(
      async () => otlp.spans.find((candidate) => candidate.attributes['bizapi.request_id'] === requestId),
      15_000,
    );
    // A request from the internet does not choose our trace's parent: a new root, with a link to the caller's span.
    expect(span).toMatchObject({ service: 'gateway', name: 'GET /persons', kind: SERVER, links: [{ traceId: callerTraceId, spanId: '00f067aa0ba902b7' }] });
    expect(span.traceId).not.toBe(callerTraceId);
    expect(span.parentSpanId).toBeUndefined();
    expect(otlp.trace(callerTraceId)).toEqual([]);
    expect(span.attributes['url.path']).toBe('/external/v1/persons');
    // The trace still continues into the service over NATS.
    const handler = await eventually(async () => otlp.trace(span.traceId).find((candidate) => candidate.service === 'people-crm'), 15_000);
    expect(handler.name).toMatch(/^(nats handle api\.persons\.list|pg\.)/);
    const text = JSON.stringify(otlp.trace(span.traceId));
    expect(text).not.toContain('query-secret-marker');
    expect(text).not.toContain('spoofed-by-caller');
  });
});
