import { DedicatedStack, HttpClient, Tenant, WebhookReceiver, WebhookSystem, eventually, startWebhookSystem } from '@bizapi/testing';

/**
 * What an on-call engineer reads: each process's Prometheus metrics after a
 * few requests, a refused /auth and a webhook delivery. Label values are
 * bounded (route templates, subjects, outcomes, families): never a company.
 */

interface Sample {
  labels: Record<string, string>;
  value: number;
}

/** The samples of one metric in Prometheus' text format. */
function samples(text: string, name: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => {
      const labelText = /\{(.*)\}/.exec(line)?.[1] ?? '';
      const labels = Object.fromEntries([...labelText.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
      return { labels, value: Number(line.slice(line.lastIndexOf(' ') + 1)) };
    });
}

function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples(text, name).filter((sample) => Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
  return found.length ? found.reduce((sum, sample) => sum + sample.value, 0) : undefined;
}

describe('metrics', () => {
  let system: WebhookSystem;
  let stack: DedicatedStack;
  let tenant: Tenant;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    system = await startWebhookSystem({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    ({ stack, tenant, receiver } = system);
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
  }, 60_000);

  const scrape = async (app: string) => {
    const response = await fetch(stack.metricsUrl(app));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  it('counts requests, refusals, handlers, the database, the outbox and webhook deliveries, with bounded labels', async () => {
    expect((await tenant.api.post('/webhooks', { url: receiver.url, events: ['person.created'] })).status).toBe(201);
    const person = await tenant.api.post('/persons', { name: 'Maria da Silva', personType: 'INDIVIDUAL' });
    expect(person.status).toBe(201);
    expect((await tenant.api.get(`/persons/${person.body.id}`)).status).toBe(200);
    expect((await tenant.api.post('/persons', { name: '' })).status).toBe(400);
    expect((await tenant.api.get('/no-such-collection')).status).toBe(404);
    const anonymous = new HttpClient(stack.baseUrl);
    let refused = 0;
    for (let attempt = 0; attempt < 4; attempt++) {
      const answer = await anonymous.post('/auth', { secret: 'wrong' }, { headers: { 'x-api-key': tenant.key.apiKey } });
      if (answer.status === 429) refused++;
    }
    expect(refused).toBeGreaterThan(0);
    await receiver.waitFor(1);

    const gateway = await scrape('gateway');
    const request = (route: string, method: string, status: string) =>
      valueOf(gateway, 'bizapi_http_request_duration_seconds_count', { route, method, status, app: 'gateway' });
    expect(request('/persons', 'POST', '201')).toBe(1);
    expect(request('/persons', 'POST', '400')).toBe(1);
    expect(request('/persons/:id', 'GET', '200')).toBe(1);
    expect(request('unmatched', 'GET', '404')).toBe(1);
    expect(request('/auth', 'POST', '429')).toBe(refused);
    expect(valueOf(gateway, 'bizapi_http_rate_limited_total', { reason: 'api-key' })).toBe(refused);
    expect(valueOf(gateway, 'bizapi_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);

    const people = await scrape('people-crm');
    expect(valueOf(people, 'bizapi_rpc_handled_seconds_count', { subject: 'api.persons.create', outcome: 'ok', app: 'people-crm' })).toBe(
      1,
    );
    expect(valueOf(people, 'bizapi_rpc_handled_seconds_count', { subject: 'api.persons.create', outcome: 'client_error' })).toBe(1);
    expect(valueOf(people, 'bizapi_rpc_handled_seconds_count', { subject: 'api.persons.get', outcome: 'ok' })).toBe(1);
    expect(valueOf(people, 'bizapi_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    await eventually(async () => (valueOf(await scrape('people-crm'), 'bizapi_outbox_backlog_events') === 0 ? true : undefined));
    expect(valueOf(people, 'bizapi_outbox_oldest_unpublished_age_seconds')).toBeGreaterThanOrEqual(0);

    const webhooks = await scrape('webhooks');
    expect(valueOf(webhooks, 'bizapi_webhook_attempts_total', { outcome: 'delivered', attempt: '1', family: 'person' })).toBe(1);
    expect(valueOf(webhooks, 'bizapi_webhook_first_attempt_latency_seconds_count', { family: 'person' })).toBe(1);
    expect(valueOf(webhooks, 'bizapi_webhook_queue_jobs', { state: 'waiting' })).toBeGreaterThanOrEqual(0);
    const intakeLag = samples(webhooks, 'bizapi_jetstream_consumer_pending').filter((sample) => sample.labels.state === 'pending');
    expect(intakeLag).toHaveLength(1);
    expect(intakeLag[0].value).toBeGreaterThanOrEqual(0);

    // The relay's leadership, only where a relay runs (BizapiNoRelayLeader reads it).
    expect(valueOf(people, 'bizapi_outbox_relay_leader')).toBeDefined();
    for (const text of [gateway, webhooks]) expect(valueOf(text, 'bizapi_outbox_relay_leader')).toBeUndefined();

    // Shared state, read by every process that uses it: Redis's memory (gateway, webhooks), the stream's bytes.
    for (const text of [gateway, webhooks]) expect(valueOf(text, 'bizapi_redis_memory_bytes', { state: 'used' })).toBeGreaterThan(0);
    for (const text of [people, webhooks]) {
      const stored = samples(text, 'bizapi_jetstream_stream_bytes').filter((sample) => sample.labels.state === 'used');
      expect(stored.map((sample) => sample.value)).toEqual([expect.any(Number)]);
      expect(stored[0].value).toBeGreaterThan(0);
    }

    for (const text of [gateway, people, webhooks]) {
      expect(text).not.toContain(tenant.company.id);
      expect(text).not.toContain(person.body.id);
    }
  }, 60_000);

  it('counts the webhook attempts in flight by company class (small, medium, large), never by company', async () => {
    receiver.respondWith(() => ({ status: 200, delayMs: 3_000 }));
    try {
      const before = receiver.requests.length;
      expect((await tenant.api.post('/persons', { name: 'In Flight Ltda', personType: 'COMPANY' })).status).toBe(201);
      await receiver.waitFor(before + 1);
      const during = await scrape('webhooks');
      expect(
        samples(during, 'bizapi_webhook_in_flight_attempts')
          .map((sample) => sample.labels.class)
          .sort(),
      ).toEqual(['large', 'medium', 'small']);
      // A company with one event queued is small.
      expect(valueOf(during, 'bizapi_webhook_in_flight_attempts', { class: 'small' })).toBe(1);
      expect(valueOf(during, 'bizapi_webhook_in_flight_attempts', { class: 'medium' })).toBe(0);
      expect(during).not.toContain(tenant.company.id);
      await eventually(async () =>
        valueOf(await scrape('webhooks'), 'bizapi_webhook_in_flight_attempts', { class: 'small' }) === 0 ? true : undefined,
      );
    } finally {
      receiver.respondWith(() => ({ status: 200 }));
    }
  }, 30_000);

  it('shows the outbox relay and the webhooks intake in /health/ready', async () => {
    const ready = async (app: string) => (await fetch(stack.metricsUrl(app).replace('/metrics', '/health/ready'))).json();
    expect((await ready('people-crm')).details).toMatchObject({ 'outbox-relay': { status: 'up' } });
    expect((await ready('webhooks')).details).toMatchObject({ 'events-intake': { status: 'up' } });
  });

  it('keeps the gateway metrics off the public port', async () => {
    const response = await fetch(`${new URL(stack.baseUrl).origin}/metrics`);
    expect(response.status).toBe(404);
  });
});
