import { DomainEvent, eventSubject, namespaced } from '@bizapi/contracts';
import { AdminClient, newEventId } from '@bizapi/runtime';
import { DedicatedStack, Tenant, WebhookReceiver, createTenant, eventually, sleep, startDedicatedStack } from '@bizapi/testing';
import { jetstream } from '@nats-io/jetstream';
import { NatsConnection, connect } from '@nats-io/transport-node';
import Redis from 'ioredis';
import { Client } from 'pg';
import { DELIVERY_QUEUE } from './delivery-queue';

/** The company's cap on pending deliveries in this stack: above one replay of the largest size. */
const PENDING_CAP = 12_000;
const REPLAY_EVENTS = 1_000;
/** The largest replay (MAX_REPLAY_EVENTS of delivery-log.service.ts). */
const LARGEST_REPLAY = 10_000;
/** WEBHOOK_DELIVERY_CONCURRENCY's default: the workers of the one replica. */
const WORKERS = 50;
/** REPLAY_BATCH of replay-feeder.ts: a company's first attempts kept waiting while a replay is fed. */
const REPLAY_BATCH = 100;
/** WEBHOOK_REPLAY_DELIVERIES_PER_SECOND in this stack (one replica). */
const REPLAY_PACE = 100;
/** WEBHOOK_REPLAY_CONCURRENCY in this stack: the replica's workers of replayed deliveries. */
const REPLAY_WORKERS = 20;
/** WEBHOOK_TIMEOUT_MS in this stack: a receiver may hold an attempt this long. */
const TIMEOUT_MS = 30_000;

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
  let redis: Redis;

  beforeAll(async () => {
    stack = await startDedicatedStack({
      apps: ['gateway', 'webhooks'],
      env: {
        WEBHOOK_ALLOW_INSECURE_URLS: 'true',
        RATE_LIMIT_PER_MINUTE: '1000000',
        WEBHOOK_MAX_PENDING_PER_COMPANY: String(PENDING_CAP),
        WEBHOOK_REPLAY_DELIVERIES_PER_SECOND: String(REPLAY_PACE),
        WEBHOOK_REPLAY_CONCURRENCY: String(REPLAY_WORKERS),
        WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
        // A failed attempt waits a minute for its retry: a failing receiver's deliveries stay pending through a test.
        WEBHOOK_RETRY_DELAYS_MS: '0,60000,60000,60000,60000',
        WEBHOOK_DISABLE_AFTER_FAILED_EVENTS: '1000000',
        // Slots that never bind: jobs are taken in queue order, never put aside to wait for a slot (which reorders
        // them whatever their place in the queue: docs/webhooks.md "Bounds on resend and replay").
        WEBHOOK_MAX_IN_FLIGHT_PER_SUBSCRIPTION: '1000',
        WEBHOOK_MAX_IN_FLIGHT_PER_COMPANY: '1000',
      },
    });
    admin = await AdminClient.connect(stack.env.NATS_URL, stack.env.BIZAPI_NAMESPACE);
    nats = await connect({ servers: stack.env.NATS_URL });
    database = new Client({ connectionString: stack.env.DATABASE_URL });
    await database.connect();
    redis = new Redis(stack.env.REDIS_URL);
  }, 120_000);

  afterAll(async () => {
    redis?.disconnect();
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

  /**
   * When the live delivery of an event entered the queue: the time of BullMQ's "added" event for its job (the
   * stream entry's id is Redis's clock, this machine's), so the intake's own delay before it is not counted.
   */
  async function queuedAt(companyId: string, eventId: string): Promise<number> {
    const { rows } = await database.query(`SELECT id FROM webhooks.deliveries WHERE company_id = $1 AND event_id = $2`, [companyId, eventId]);
    const entries = await redis.xrevrange(`bull:${stack.env.BIZAPI_NAMESPACE}:${DELIVERY_QUEUE}:events`, '+', '-', 'COUNT', 5_000);
    const added = entries.find(([, fields]) => fields[1] === 'added' && fields[3] === rows[0].id);
    if (!added) throw new Error(`no "added" event for delivery ${rows[0].id}`);
    return Number(added[0].split('-')[0]);
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

  it("feeds a replay to the queue a batch at a time, and the company's live events overtake the rest of it", async () => {
    // A second an answer: the replay takes several seconds however fast the machine.
    const receiver = (await WebhookReceiver.start()).respondWith(() => ({ status: 200, delayMs: 1_000 }));
    const { tenant, subscriptionId } = await subscribed(receiver);
    await storeEvents(tenant.company.id, '2026-02-10', REPLAY_EVENTS);

    const answer = await replay(tenant, subscriptionId, '2026-02-10');
    expect(answer.body).toMatchObject({ deliveriesCreated: REPLAY_EVENTS });
    const lives = ['Live 0', 'Live 1', 'Live 2', 'Live 3', 'Live 4'];
    let mostQueued = 0;
    for (let round = 0; ; round++) {
      if (round % 3 === 0 && lives[round / 3]) await publishLive(tenant.company.id, lives[round / 3]);
      const { queued, unqueued } = await pendingOf(tenant.company.id);
      mostQueued = Math.max(mostQueued, queued);
      if (unqueued === 0 && round >= 3 * lives.length) break;
      await sleep(100);
    }
    // At most a batch waiting, plus the attempts in flight and one batch per feeding round in progress.
    expect(mostQueued).toBeLessThanOrEqual(3 * REPLAY_BATCH);

    // Each live event, from when its delivery entered the queue, waits behind at most about a batch of the replay.
    const overtaken: number[] = [];
    for (const name of lives) {
      const [live] = await receiver.waitFor(1, (request) => request.json.data.name === name, 120_000);
      const since = await queuedAt(tenant.company.id, live.json.id);
      overtaken.push(receiver.requests.filter((request) => request.json.data.name.startsWith('R') && request.receivedAt >= since && request.receivedAt <= live.receivedAt).length);
    }
    expect(median(overtaken)).toBeLessThanOrEqual(2 * REPLAY_BATCH);
    await receiver.waitForEvents(REPLAY_EVENTS + lives.length, 180_000);
  }, 300_000);

  it('paces a replay at WEBHOOK_REPLAY_DELIVERIES_PER_SECOND, however fast its receiver answers', async () => {
    const receiver = await WebhookReceiver.start();
    const { tenant, subscriptionId } = await subscribed(receiver);
    await storeEvents(tenant.company.id, '2026-02-20', REPLAY_EVENTS);

    const answered = Date.now();
    expect((await replay(tenant, subscriptionId, '2026-02-20')).status).toBe(201);
    await receiver.waitForEvents(REPLAY_EVENTS, 120_000);
    const arrivals = receiver.requests.map((request) => request.receivedAt).sort((a, b) => a - b);
    // Unpaced, a receiver answering at once took the 1,000 in a few seconds; paced, they take at least
    // (1,000 - one second's worth fed with the answer - one more) / pace seconds.
    expect((arrivals.at(-1) ?? answered) - answered).toBeGreaterThanOrEqual(((REPLAY_EVENTS - 2 * REPLAY_PACE) / REPLAY_PACE) * 1_000);
    // No second of the walk takes more than two of the pace's one-second windows.
    let busiestSecond = 0;
    for (let first = 0, last = 0; first < arrivals.length; first++) {
      while (last < arrivals.length && arrivals[last] < arrivals[first] + 1_000) last++;
      busiestSecond = Math.max(busiestSecond, last - first);
    }
    expect(busiestSecond).toBeLessThanOrEqual(2 * REPLAY_PACE);
  }, 180_000);

  it("answers four simultaneous replays of 10,000 events, and another company's events then overtake the storm", async () => {
    const quiet = await WebhookReceiver.start();
    const { tenant: other } = await subscribed(quiet);
    const storm = await Promise.all(
      Array.from({ length: 4 }, async () => {
        // A second an answer: the storm lasts past the measurement however fast the machine, with every worker busy.
        const receiver = (await WebhookReceiver.start()).respondWith(() => ({ status: 200, delayMs: 1_000 }));
        const company = await subscribed(receiver);
        await storeEvents(company.tenant.company.id, '2026-03-10', LARGEST_REPLAY);
        return { ...company, receiver };
      }),
    );
    const answers = await Promise.all(storm.map(({ tenant, subscriptionId }) => replay(tenant, subscriptionId, '2026-03-10')));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);

    // Each of the other company's events, from when its delivery entered the queue to when it arrives, waits behind
    // hardly any of the storm (the median at most one attempt per worker), not the storm's backlog.
    const stormRequests = () => storm.flatMap(({ receiver }) => receiver.requests);
    const overtaken: number[] = [];
    for (let i = 0; i < 10; i++) {
      const name = `Other ${i}`;
      await publishLive(other.company.id, name);
      const [request] = await quiet.waitFor(1, (candidate) => candidate.json.data.name === name, 60_000);
      const since = await queuedAt(other.company.id, request.json.id);
      overtaken.push(stormRequests().filter((storming) => storming.receivedAt >= since && storming.receivedAt <= request.receivedAt).length);
    }
    // The storm was still being delivered meanwhile: its backlog was there to be overtaken.
    expect(storm.every(({ receiver }) => receiver.requests.length < LARGEST_REPLAY / 2)).toBe(true);
    expect(median(overtaken)).toBeLessThanOrEqual(WORKERS);
    // Ends the storm (what was not queued is cancelled as its turn comes), so the next test has the workers.
    for (const { tenant, subscriptionId } of storm) await tenant.api.delete(`/webhooks/${subscriptionId}`);
  }, 300_000);

  it('refuses replay, resend and test events past the pending cap with 429 and Retry-After, and still delivers live events', async () => {
    const failing = (await WebhookReceiver.start()).respondWith(() => ({ status: 503 }));
    const healthy = await WebhookReceiver.start();
    const { tenant, subscriptionId } = await subscribed(failing);
    const more = await subscribed(failing, tenant);
    const second = await subscribed(healthy, tenant);
    await storeEvents(tenant.company.id, '2026-04-10', LARGEST_REPLAY);
    await storeEvents(tenant.company.id, '2026-04-11', PENDING_CAP - LARGEST_REPLAY);
    // Two subscriptions replay at once (one replay at a time is per subscription) and bring the company to its cap.
    expect((await replay(tenant, subscriptionId, '2026-04-10')).status).toBe(201);
    expect((await replay(tenant, more.subscriptionId, '2026-04-11')).status).toBe(201);
    // Each replayed delivery fails and waits a minute for its retry: the company stays at its cap.
    const { body: log } = await tenant.api.get(`/webhooks/${subscriptionId}/deliveries?limit=1`);

    const refusals = [
      await tenant.api.post(`/webhooks/${subscriptionId}/deliveries/${log.data[0].id}/resend`),
      await replay(tenant, second.subscriptionId, '2026-04-11'),
      await tenant.api.post(`/webhooks/${second.subscriptionId}/test`),
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

  it("attempts live events, the replaying company's and another's, while a replay holds every worker it may have", async () => {
    // The replay's receiver holds each attempt (under the timeout): its workers stay taken until the first answer.
    const holdMs = TIMEOUT_MS - 10_000;
    const held = (await WebhookReceiver.start()).respondWith(() => ({ status: 200, delayMs: holdMs }));
    const { tenant, subscriptionId } = await subscribed(held);
    const quiet = await WebhookReceiver.start();
    const { tenant: other } = await subscribed(quiet);
    const events = 2 * REPLAY_BATCH;
    await storeEvents(tenant.company.id, '2026-05-10', events);
    expect((await replay(tenant, subscriptionId, '2026-05-10')).status).toBe(201);

    // Until the replay's attempts in flight stop growing: it has every worker it may have, and more of it is queued.
    const replayed = () => held.requests.filter((request) => request.json.data.name.startsWith('R'));
    for (let seen = -1; seen !== replayed().length || !seen; ) {
      seen = replayed().length;
      await sleep(1_000);
    }
    expect((await pendingOf(tenant.company.id)).queued).toBeGreaterThan(replayed().length);
    const firstAnswered = Math.min(...replayed().map((request) => request.receivedAt)) + holdMs;

    await publishLive(other.company.id, 'Live of another company');
    await publishLive(tenant.company.id, 'Live of the replaying company');
    const [others] = await quiet.waitFor(1, (request) => request.json.data.name === 'Live of another company', 60_000);
    const [own] = await held.waitFor(1, (request) => request.json.data.name === 'Live of the replaying company', 60_000);
    // Both attempted before any replayed attempt was answered (a worker freed), and before the rest of the replay.
    expect(others.receivedAt).toBeLessThan(firstAnswered);
    expect(own.receivedAt).toBeLessThan(firstAnswered);
    expect(replayed().length).toBeLessThan(events);
    // Ends the replay: what is not attempted yet is cancelled as its turn comes.
    await tenant.api.delete(`/webhooks/${subscriptionId}`);
  }, 180_000);
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
