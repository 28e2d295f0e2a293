import { DomainEvent, eventSubject, namespaced } from '@bizapi/contracts';
import { AdminClient, newEventId } from '@bizapi/runtime';
import { DedicatedStack, Tenant, WebhookReceiver, createTenant, eventually, sleep, startDedicatedStack } from '@bizapi/testing';
import { jetstream } from '@nats-io/jetstream';
import { NatsConnection, connect } from '@nats-io/transport-node';
import { Client } from 'pg';

/** Workers of the one webhooks replica: few, so the neighbour's backlog takes a while to drain. */
const CONCURRENCY = 4;
const NEIGHBOUR_EVENTS = 2_000;
/** Five attempts, each retry due at once: a failing delivery is back in the queue as soon as it failed. */
const ATTEMPTS = 5;

/**
 * Fair share (docs/webhooks.md "Fair share"): a neighbour company with
 * thousands of failing deliveries queued does not hold back another company's
 * first attempt. Counts, not timings: the other company's delivery must
 * arrive before most of the neighbour's backlog has been attempted. With one
 * first-in-first-out queue it arrives after all of it. The second test does
 * the same while the neighbour's queue holds only its retries.
 */
describe('webhook fair share between companies', () => {
  let stack: DedicatedStack;
  let admin: AdminClient;
  let nats: NatsConnection;
  let database: Client;
  let failing: WebhookReceiver;

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
  }, 120_000);

  afterAll(async () => {
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
    const neighbour = await subscribedTenant(failing);
    const other = await subscribedTenant(healthy);

    const names = Array.from({ length: NEIGHBOUR_EVENTS }, (_, i) => `N${String(i).padStart(5, '0')}`);
    await publish(neighbour.company.id, names);
    // Every neighbour delivery recorded (and queued right after), and the workers busy with them.
    await eventually(async () => {
      const { rows } = await database.query(`SELECT count(*)::int AS count FROM webhooks.deliveries WHERE company_id = $1`, [
        neighbour.company.id,
      ]);
      return rows[0].count === NEIGHBOUR_EVENTS ? true : undefined;
    }, 60_000);
    await failing.waitFor(CONCURRENCY);
    await sleep(500);

    await publish(other.company.id, ['Other company']);
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
    // Every neighbour delivery had its first attempt: what it has queued now are retries, one job per delivery not yet failed.
    const attemptsOf = new Map<string, number>();
    for (const request of failing.requests) attemptsOf.set(request.json.data.name, (attemptsOf.get(request.json.data.name) ?? 0) + 1);
    const retriesQueued = [...attemptsOf.values()].filter((attempts) => attempts < ATTEMPTS).length;
    expect(retriesQueued).toBeGreaterThan(NEIGHBOUR_EVENTS / 2);

    const publishedAt = Date.now();
    await publish(third.company.id, ['Third company']);
    const [delivered] = await healthy.waitFor(1, () => true, 120_000);
    const retriesMeanwhile = failing.requests.filter(
      (request) => request.receivedAt >= publishedAt && request.receivedAt <= delivered.receivedAt,
    );
    expect(retriesMeanwhile.length).toBeLessThan(retriesQueued / 2);
  }, 150_000);
});
