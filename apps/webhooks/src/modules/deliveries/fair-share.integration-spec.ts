import { DomainEvent, eventSubject, namespaced } from '@bizapi/contracts';
import { AdminClient, newEventId } from '@bizapi/runtime';
import { DedicatedStack, Tenant, WebhookReceiver, createTenant, eventually, startDedicatedStack } from '@bizapi/testing';
import { jetstream } from '@nats-io/jetstream';
import { NatsConnection, connect } from '@nats-io/transport-node';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { Client } from 'pg';
import { DELIVERY_QUEUE } from './delivery-queue';

/** Workers of the one webhooks replica. */
const CONCURRENCY = 4;
const NEIGHBOUR_EVENTS = 2_000;
/**
 * Twenty attempts (the most the schedule takes), each retry due at once: a failing delivery is back in the
 * queue as soon as it failed, and the neighbour's 2,000 deliveries stay pending through both tests.
 */
const ATTEMPTS = 20;

/**
 * Fair share (docs/webhooks.md "Fair share"): a neighbour company with
 * thousands of failing deliveries queued does not hold back another company's
 * first attempt. Counts at fixed moments, not timings: the test pauses the
 * queue, lets the neighbour's backlog and then the other company's delivery
 * into it, resumes it, and counts the neighbour's attempts made before the
 * other company's delivery arrives. With one first-in-first-out queue that is
 * the whole backlog; with fair share a handful. How fast the machine drains
 * the backlog does not enter. The second test does the same while the
 * neighbour's queue holds only its retries.
 */
describe('webhook fair share between companies', () => {
  let stack: DedicatedStack;
  let admin: AdminClient;
  let nats: NatsConnection;
  let database: Client;
  let redis: Redis;
  let queue: Queue;
  let failing: WebhookReceiver;
  let neighbour: Tenant;

  beforeAll(async () => {
    stack = await startDedicatedStack({
      apps: ['gateway', 'people-crm', 'webhooks'],
      env: {
        WEBHOOK_ALLOW_INSECURE_URLS: 'true',
        WEBHOOK_DELIVERY_CONCURRENCY: String(CONCURRENCY),
        WEBHOOK_RETRY_DELAYS_MS: Array.from({ length: ATTEMPTS }, () => '0').join(','),
        // The neighbour's subscription stays active through all its failures.
        WEBHOOK_DISABLE_AFTER_FAILED_EVENTS: '1000000',
      },
    });
    admin = await AdminClient.connect(stack.env.NATS_URL, stack.env.BIZAPI_NAMESPACE);
    nats = await connect({ servers: stack.env.NATS_URL });
    database = new Client({ connectionString: stack.env.DATABASE_URL });
    await database.connect();
    redis = new Redis(stack.env.REDIS_URL, { maxRetriesPerRequest: null });
    queue = new Queue(DELIVERY_QUEUE, { connection: redis, prefix: `bull:${stack.env.BIZAPI_NAMESPACE}` });
  }, 120_000);

  afterAll(async () => {
    await queue?.close();
    redis?.disconnect();
    await database?.end();
    await nats?.close();
    await admin?.close();
    await stack?.stop();
  }, 60_000);

  /** Names in the order of their first attempt (a retry carries the same event). */
  function firstAttempts(receiver: WebhookReceiver): string[] {
    return [...new Set(receiver.requests.map((request) => request.json.data.name as string))];
  }

  async function subscribedTenant(receiver: WebhookReceiver): Promise<Tenant> {
    const tenant = await createTenant({ admin, baseUrl: stack.baseUrl, seed: false });
    expect((await tenant.api.post('/webhooks', { url: receiver.url, events: ['person.created'] })).status).toBe(201);
    return tenant;
  }

  /** Jobs in the queue not yet taken by a worker (the queue is paused while this is asked). */
  async function jobsQueued(): Promise<number> {
    const counts = await queue.getJobCounts('wait', 'prioritized', 'delayed');
    return Object.values(counts).reduce((sum, count) => sum + count, 0);
  }

  /** The company's pending deliveries. */
  async function pendingOf(companyId: string): Promise<number> {
    const { rows } = await database.query(`SELECT count(*)::int AS count FROM webhooks.deliveries WHERE company_id = $1 AND status = 'PENDING'`, [companyId]);
    return rows[0].count;
  }

  /** Pauses the queue and waits for the attempts already taken to end: from here on nothing is attempted until `resume`. */
  async function pauseQueue(): Promise<void> {
    await queue.pause();
    await eventually(async () => ((await queue.getJobCounts('active')).active === 0 ? true : undefined), 60_000, 100);
  }

  /** Publishes person.created events of a company in this order, as its outbox relay would. */
  async function publish(companyId: string, names: string[]): Promise<void> {
    const subject = namespaced(stack.env.BIZAPI_NAMESPACE, eventSubject('person.created'));
    for (const name of names) {
      const event: DomainEvent = {
        id: newEventId(),
        event: 'person.created',
        timestamp: new Date().toISOString(),
        companyId,
        data: { id: '0193a000-0000-7000-8000-0000000fa125', name, personType: 'COMPANY' },
      };
      await jetstream(nats).publish(subject, JSON.stringify(event), { msgID: event.id });
    }
  }

  it("attempts another company's first delivery before most of a neighbour's failing backlog, and keeps each subscription's order", async () => {
    failing = (await WebhookReceiver.start()).respondWith(() => ({ status: 500, delayMs: 25 }));
    const healthy = await WebhookReceiver.start();
    neighbour = await subscribedTenant(failing);
    const other = await subscribedTenant(healthy);

    await pauseQueue();
    const names = Array.from({ length: NEIGHBOUR_EVENTS }, (_, i) => `N${String(i).padStart(5, '0')}`);
    await publish(neighbour.company.id, names);
    // Every neighbour delivery recorded and queued, then the other company's behind them.
    await eventually(async () => ((await jobsQueued()) === NEIGHBOUR_EVENTS ? true : undefined), 120_000);
    await publish(other.company.id, ['Other company']);
    await eventually(async () => ((await jobsQueued()) === NEIGHBOUR_EVENTS + 1 ? true : undefined), 60_000);
    expect(failing.requests).toHaveLength(0);

    await queue.resume();
    const [delivered] = await healthy.waitFor(1, () => true, 120_000);
    const neighbourAttemptsBefore = failing.requests.filter((request) => request.receivedAt <= delivered.receivedAt).length;
    expect(neighbourAttemptsBefore).toBeLessThan(NEIGHBOUR_EVENTS / 2);

    // The neighbour's own first attempts still start in event order, give or take the attempts in flight on either side
    // (a worker slowed between taking a job and sending it lets the others send the next ones first).
    await eventually(async () => (firstAttempts(failing).length === NEIGHBOUR_EVENTS ? true : undefined), 180_000);
    const received = firstAttempts(failing);
    received.forEach((name, position) => expect(Math.abs(names.indexOf(name) - position)).toBeLessThanOrEqual(2 * CONCURRENCY));
  }, 300_000);

  it("attempts another company's first delivery before most of a neighbour's retries", async () => {
    const healthy = await WebhookReceiver.start();
    const third = await subscribedTenant(healthy);
    // Every neighbour delivery had its first attempt: what its queue holds now are retries, one job per delivery
    // still pending (none can have used its 20 attempts yet), counted while the queue stands still.
    await pauseQueue();
    const retriesQueued = await pendingOf(neighbour.company.id);
    expect(retriesQueued).toBeGreaterThan(NEIGHBOUR_EVENTS / 2);
    await publish(third.company.id, ['Third company']);
    await eventually(async () => ((await pendingOf(third.company.id)) === 1 && (await jobsQueued()) === retriesQueued + 1 ? true : undefined), 60_000);

    const resumedAt = Date.now();
    await queue.resume();
    const [delivered] = await healthy.waitFor(1, () => true, 120_000);
    const retriesMeanwhile = failing.requests.filter((request) => request.receivedAt >= resumedAt && request.receivedAt <= delivered.receivedAt);
    expect(retriesMeanwhile.length).toBeLessThan(retriesQueued / 2);
  }, 150_000);
});
