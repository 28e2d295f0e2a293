import { AdminClient, newEventId } from '@bizapi/runtime';
import {
  DedicatedStack,
  ServerProcess,
  Tenant,
  WebhookReceiver,
  createTenant,
  eventually,
  sleep,
  startDedicatedStack,
  startNatsServer,
  startRedisServer,
} from '@bizapi/testing';
import Redis from 'ioredis';
import { Client } from 'pg';

const RETRY_DELAY_MS = 2_500;

/**
 * A system with its own Redis (append-only file) and NATS (JetStream on
 * disk), so these tests can kill processes and restart infrastructure
 * without touching the shared one. Deliveries retry every 2.5 s.
 */
describe('webhook delivery survives failures', () => {
  let redis: ServerProcess;
  let nats: ServerProcess;
  let stack: DedicatedStack;
  let admin: AdminClient;
  let tenant: Tenant;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    redis = await startRedisServer();
    nats = await startNatsServer();
    stack = await startDedicatedStack({
      apps: ['gateway', 'people-crm', 'webhooks'],
      env: {
        REDIS_URL: redis.url,
        NATS_URL: nats.url,
        WEBHOOK_ALLOW_INSECURE_URLS: 'true',
        WEBHOOK_RETRY_DELAYS_MS: `0,${RETRY_DELAY_MS},${RETRY_DELAY_MS},${RETRY_DELAY_MS},${RETRY_DELAY_MS}`,
        WEBHOOK_STALLED_INTERVAL_MS: '1000',
        WEBHOOK_SWEEP_INTERVAL_MS: '1000',
        WEBHOOK_INTAKE_ACK_WAIT_MS: '3000',
      },
    });
    admin = await AdminClient.connect(nats.url, stack.env.BIZAPI_NAMESPACE);
    tenant = await createTenant({ admin, baseUrl: stack.baseUrl, seed: false });
    receiver = await WebhookReceiver.start();
    const subscription = await tenant.api.post('/webhooks', { url: receiver.url, events: ['person.created'] });
    expect(subscription.status).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await admin?.close();
    await stack?.stop();
    await redis?.destroy();
    await nats?.destroy();
  }, 60_000);

  const createPerson = (name: string) => tenant.api.post('/persons', { name, personType: 'COMPANY' });
  const namesReceived = () => new Set(receiver.requests.map((request) => request.json.data.name));

  it('loses no event when the webhooks process is killed mid-delivery, and delivers each at least once', async () => {
    receiver.respondWith(() => ({ status: 200, delayMs: 1_500 }));
    const names = Array.from({ length: 10 }, (_, i) => `Killed ${i}`);
    for (const name of names) expect((await createPerson(name)).status).toBe(201);
    await receiver.waitFor(2, (request) => request.json.data.name.startsWith('Killed'));

    await stack.kill('webhooks');
    receiver.respondWith(() => ({ status: 200 }));
    await stack.start('webhooks');

    await eventually(async () => (names.every((name) => namesReceived().has(name)) ? true : undefined), 20_000);
  }, 60_000);

  it('delivers the events published while the webhooks process was stopped', async () => {
    await stack.stopProcess('webhooks');
    for (const name of ['While down 1', 'While down 2']) expect((await createPerson(name)).status).toBe(201);
    await sleep(500);
    expect(namesReceived().has('While down 1')).toBe(false);
    await stack.start('webhooks');
    await eventually(async () => (namesReceived().has('While down 1') && namesReceived().has('While down 2') ? true : undefined), 20_000);
  }, 60_000);

  it('keeps a scheduled retry through a Redis restart', async () => {
    receiver.respondWith((request) => ({ status: request.json.data.name === 'Redis restart' && !retried('Redis restart') ? 503 : 200 }));
    await createPerson('Redis restart');
    const [first] = await receiver.waitFor(1, (request) => request.json.data.name === 'Redis restart');

    await redis.stop();
    await redis.start();

    const [, second] = await receiver.waitFor(2, (request) => request.json.data.name === 'Redis restart', 20_000);
    expect(second.receivedAt - first.receivedAt).toBeGreaterThanOrEqual(RETRY_DELAY_MS - 100);
    expect(second.headers['x-webhook-id']).toBe(first.headers['x-webhook-id']);
  }, 60_000);

  it('still delivers when Redis lost every key: PostgreSQL knows the delivery is due and the sweeper queues it again', async () => {
    receiver.respondWith((request) => ({ status: request.json.data.name === 'Redis wiped' && !retried('Redis wiped') ? 503 : 200 }));
    await createPerson('Redis wiped');
    await receiver.waitFor(1, (request) => request.json.data.name === 'Redis wiped');

    const client = new Redis(redis.url);
    await client.flushall();
    await client.quit();

    await receiver.waitFor(2, (request) => request.json.data.name === 'Redis wiped', 30_000);
  }, 60_000);

  it('delivers events written while NATS was down once it is back (transactional outbox)', async () => {
    await nats.stop();
    const eventId = newEventId();
    const person = { id: '0193a000-0000-7000-8000-00000000beef', name: 'Written while NATS was down', personType: 'COMPANY' };
    const database = new Client({ connectionString: stack.env.DATABASE_URL });
    await database.connect();
    // Exactly what a committed POST /persons leaves behind: the row in its service's outbox.
    await database.query(
      `INSERT INTO people_crm.outbox_events (event_id, company_id, event, payload) VALUES ($1, $2, 'person.created', $3)`,
      [eventId, tenant.company.id, JSON.stringify({ id: eventId, event: 'person.created', timestamp: new Date().toISOString(), companyId: tenant.company.id, data: person })],
    );
    await database.query('NOTIFY "people_crm.outbox_events"');
    await database.end();
    await sleep(1_500);
    expect(receiver.requestsFor(eventId)).toHaveLength(0);

    await nats.start();
    const [delivered] = await receiver.waitFor(1, (request) => request.headers['x-webhook-id'] === eventId, 30_000);
    expect(delivered.json.data).toEqual(person);
  }, 60_000);

  function retried(name: string): boolean {
    return receiver.requests.filter((request) => request.json.data.name === name).length > 1;
  }
});
