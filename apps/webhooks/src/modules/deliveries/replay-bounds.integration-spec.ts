import { DomainEvent, eventSubject, namespaced } from '@bizapi/contracts';
import { AdminClient, newEventId } from '@bizapi/runtime';
import { DedicatedStack, Tenant, WebhookReceiver, createTenant, eventually, sleep, startDedicatedStack } from '@bizapi/testing';
import { jetstream } from '@nats-io/jetstream';
import { NatsConnection, connect } from '@nats-io/transport-node';
import { Client } from 'pg';

/** The company's cap on pending deliveries in this stack: above one replay of REPLAY_EVENTS. */
const PENDING_CAP = 1_500;
const REPLAY_EVENTS = 1_000;
/** REPLAY_BATCH of replay-feeder.ts: a company's first attempts kept waiting while a replay is fed. */
const REPLAY_BATCH = 100;

/**
 * Bounds on what a company's replays and resends add to the queue everyone
 * shares (docs/webhooks.md "Delivery log and recovery"): one replay at a time
 * per subscription (409), a cap on a company's pending deliveries (429 with
 * Retry-After; live events still delivered), and replays fed to the queue a
 * batch at a time, so the company's own live events and other companies keep
 * their latency. Orderings and ratios, not times.
 */
describe('webhook replay and resend bounds', () => {
  let stack: DedicatedStack;
  let admin: AdminClient;
  let nats: NatsConnection;
  let database: Client;

  beforeAll(async () => {
    stack = await startDedicatedStack({
      apps: ['gateway', 'webhooks'],
      env: {
        WEBHOOK_ALLOW_INSECURE_URLS: 'true',
        RATE_LIMIT_PER_MINUTE: '1000000',
        WEBHOOK_MAX_PENDING_PER_COMPANY: String(PENDING_CAP),
        // A failed attempt waits a minute for its retry: a failing receiver's deliveries stay pending through a test.
        WEBHOOK_RETRY_DELAYS_MS: '0,60000,60000,60000,60000',
        WEBHOOK_DISABLE_AFTER_FAILED_EVENTS: '1000000',
      },
    });
    admin = await AdminClient.connect(stack.env.NATS_URL, stack.env.BIZAPI_NAMESPACE);
    nats = await connect({ servers: stack.env.NATS_URL });
    database = new Client({ connectionString: stack.env.DATABASE_URL });
    await database.connect();
  }, 120_000);

  afterAll(async () => {
    await database?.end();
    await nats?.close();
    await admin?.close();
    await stack?.stop();
  }, 60_000);

  async function subscribed(receiver: WebhookReceiver, tenant?: Tenant): Promise<{ tenant: Tenant; subscriptionId: string }> {
    const owner = tenant ?? (await createTenant({ admin, baseUrl: stack.baseUrl, seed: false }));
    const created = await owner.api.post('/webhooks', { url: receiver.url, events: ['person.created'] });
    expect(created.status).toBe(201);
    return { tenant: owner, subscriptionId: created.body.id };
  }

  /** Events the company had on `day` (received, delivered to no one: older than the subscriptions), to be replayed. */
  async function storeEvents(companyId: string, day: string, count: number, prefix = 'R'): Promise<void> {
    const start = Date.parse(`${day}T00:00:00.000Z`);
    const events = Array.from({ length: count }, (_, index) => {
      const id = newEventId();
      const timestamp = new Date(start + index * 10).toISOString();
      const name = `${prefix}${String(index).padStart(5, '0')}`;
      return { id, timestamp, body: JSON.stringify({ id, event: 'person.created', timestamp, data: { name } }) };
    });
    await database.query(
      `INSERT INTO webhooks.received_events (id, company_id, event, occurred_at, body)
       SELECT id, $2, 'person.created', occurred_at, body FROM unnest($1::text[], $3::timestamptz[], $4::text[]) AS t(id, occurred_at, body)`,
      [events.map((e) => e.id), companyId, events.map((e) => e.timestamp), events.map((e) => e.body)],
    );
  }

  /** A live event of the company, as its outbox relay publishes it; returns when it was published. */
  async function publishLive(companyId: string, name: string): Promise<number> {
    const event: DomainEvent = {
      id: newEventId(),
      event: 'person.created',
      timestamp: new Date().toISOString(),
      companyId,
      data: { id: '0193a000-0000-7000-8000-00000000b0d5', name, personType: 'COMPANY' },
    };
    const publishedAt = Date.now();
    await jetstream(nats).publish(namespaced(stack.env.BIZAPI_NAMESPACE, eventSubject(event.event)), JSON.stringify(event), { msgID: event.id });
    return publishedAt;
  }

  const replay = (tenant: Tenant, subscriptionId: string, day: string) => tenant.api.post(`/webhooks/${subscriptionId}/replay`, { from: day, to: day });

  /** The company's deliveries in the queue (pending, with a due time) and those still waiting their turn to enter it. */
  async function pendingOf(companyId: string): Promise<{ queued: number; unqueued: number }> {
    const { rows } = await database.query(
      `SELECT count(*) FILTER (WHERE next_attempt_at IS NOT NULL)::int AS queued, count(*) FILTER (WHERE next_attempt_at IS NULL)::int AS unqueued
         FROM webhooks.deliveries WHERE company_id = $1 AND status = 'PENDING'`,
      [companyId],
    );
    return rows[0];
  }

  it('refuses a second replay of a subscription while the first is running with 409 REPLAY_IN_PROGRESS, and takes another subscription\'s', async () => {
    const receiver = (await WebhookReceiver.start()).respondWith(() => ({ status: 200, delayMs: 1_000 }));
    const { tenant, subscriptionId } = await subscribed(receiver);
    await storeEvents(tenant.company.id, '2026-01-10', REPLAY_EVENTS);

    const answers = await Promise.all([replay(tenant, subscriptionId, '2026-01-10'), replay(tenant, subscriptionId, '2026-01-10')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body).toMatchObject({ statusCode: 409, message: 'REPLAY_IN_PROGRESS', friendlyMessage: expect.any(String), errors: [{ field: 'id' }] });
    const { rows } = await database.query(`SELECT count(*)::int AS count FROM webhooks.deliveries WHERE subscription_id = $1`, [subscriptionId]);
    expect(rows[0].count).toBe(REPLAY_EVENTS);

    const other = await subscribed(receiver, tenant);
    await storeEvents(tenant.company.id, '2026-01-11', 3);
    expect((await replay(tenant, other.subscriptionId, '2026-01-11')).status).toBe(201);

    // Deactivating the subscription ends its replay: what was not queued yet is cancelled.
    await tenant.api.delete(`/webhooks/${subscriptionId}`);
    await eventually(async () => ((await pendingOf(tenant.company.id)).unqueued === 0 ? true : undefined), 30_000);
  }, 120_000);

  it("feeds a replay to the queue a batch at a time, and the company's live event overtakes most of it", async () => {
    const receiver = (await WebhookReceiver.start()).respondWith(() => ({ status: 200, delayMs: 50 }));
    const { tenant, subscriptionId } = await subscribed(receiver);
    await storeEvents(tenant.company.id, '2026-02-10', REPLAY_EVENTS);

    const answer = await replay(tenant, subscriptionId, '2026-02-10');
    expect(answer.body).toMatchObject({ deliveriesCreated: REPLAY_EVENTS });
    await publishLive(tenant.company.id, 'Live during replay');
    let mostQueued = 0;
    for (;;) {
      const { queued, unqueued } = await pendingOf(tenant.company.id);
      mostQueued = Math.max(mostQueued, queued);
      if (unqueued === 0) break;
      await sleep(100);
    }
    // At most a batch waiting, plus the attempts in flight (20 per subscription) and one batch per feeding round in progress.
    expect(mostQueued).toBeLessThanOrEqual(3 * REPLAY_BATCH);

    const live = (await receiver.waitFor(1, (request) => request.json.data.name === 'Live during replay', 120_000))[0];
    const replayedBefore = receiver.requests.filter((request) => request !== live && request.receivedAt <= live.receivedAt).length;
    expect(replayedBefore).toBeLessThan(REPLAY_EVENTS / 2);
    await receiver.waitForEvents(REPLAY_EVENTS + 1, 180_000);
  }, 300_000);

  it("keeps another company's delivery latency during a storm of replays within 4x of a quiet run", async () => {
    const quiet = await WebhookReceiver.start();
    const { tenant: other } = await subscribed(quiet);
    /** Latencies of `count` live events of the other company, one after another, from publication to arrival. */
    const latencies = async (label: string, count: number) => {
      const measured: number[] = [];
      for (let i = 0; i < count; i++) {
        const name = `${label} ${i}`;
        const publishedAt = await publishLive(other.company.id, name);
        const [request] = await quiet.waitFor(1, (candidate) => candidate.json.data.name === name, 60_000);
        measured.push(request.receivedAt - publishedAt);
        await sleep(100);
      }
      return median(measured);
    };
    await latencies('Warm-up', 3);
    const quietMedian = await latencies('Quiet', 10);

    const storm = await Promise.all(
      Array.from({ length: 4 }, async () => {
        // 200 ms an answer, 20 at a time: a replay of 1,000 lasts at least 10 s, past the measurement, however fast the machine.
        const receiver = (await WebhookReceiver.start()).respondWith(() => ({ status: 200, delayMs: 200 }));
        const company = await subscribed(receiver);
        await storeEvents(company.tenant.company.id, '2026-03-10', REPLAY_EVENTS);
        return { ...company, receiver };
      }),
    );
    const [stormMedian, answers] = await Promise.all([
      sleep(200).then(() => latencies('Storm', 10)),
      Promise.all(storm.map(({ tenant, subscriptionId }) => replay(tenant, subscriptionId, '2026-03-10'))),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    // The storm was still being delivered while the other company's events were measured.
    expect(storm.every(({ receiver }) => receiver.requests.length < REPLAY_EVENTS)).toBe(true);
    expect(stormMedian / quietMedian).toBeLessThanOrEqual(4);
  }, 300_000);

  it('refuses replay and resend past the pending cap with 429 and Retry-After, and still delivers live events', async () => {
    const failing = (await WebhookReceiver.start()).respondWith(() => ({ status: 503 }));
    const healthy = await WebhookReceiver.start();
    const { tenant, subscriptionId } = await subscribed(failing);
    const second = await subscribed(healthy, tenant);
    await storeEvents(tenant.company.id, '2026-04-10', PENDING_CAP);
    await storeEvents(tenant.company.id, '2026-04-11', 1);
    expect((await replay(tenant, subscriptionId, '2026-04-10')).status).toBe(201);
    // Each replayed delivery fails and waits a minute for its retry: the company stays at its cap.
    const { body: log } = await tenant.api.get(`/webhooks/${subscriptionId}/deliveries?limit=1`);

    const refusals = [
      await tenant.api.post(`/webhooks/${subscriptionId}/deliveries/${log.data[0].id}/resend`),
      await replay(tenant, second.subscriptionId, '2026-04-11'),
    ];
    for (const refused of refusals) {
      expect({ status: refused.status, body: refused.body }).toMatchObject({
        status: 429,
        body: { statusCode: 429, message: 'PENDING_DELIVERIES_LIMIT_REACHED', friendlyMessage: expect.any(String) },
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const { queued, unqueued } = await pendingOf(tenant.company.id);
    expect(queued + unqueued).toBe(PENDING_CAP);

    await publishLive(tenant.company.id, 'Live past the cap');
    await healthy.waitFor(1, (request) => request.json.data.name === 'Live past the cap', 60_000);
  }, 180_000);
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
