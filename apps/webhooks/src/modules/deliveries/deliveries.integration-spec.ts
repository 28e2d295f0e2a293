import { DomainEvent, eventSubject, namespaced } from '@bizapi/contracts';
import { newEventId } from '@bizapi/runtime';
import { ReceivedWebhook, Tenant, WebhookReceiver, createTenant, eventually, sleep, testStack } from '@bizapi/testing';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** The test stack's schedule: five attempts, 0, 300, 600, 900, 1200 ms apart; 1 s to answer; 3 failed events deactivate. */
const SCHEDULE = () => testStack().webhookSettings.WEBHOOK_RETRY_DELAYS_MS.split(',').map(Number);
const TIMEOUT_MS = () => Number(testStack().webhookSettings.WEBHOOK_TIMEOUT_MS);

/** How a receiver should check a delivery: the recipe of docs/webhooks.md, written independently. */
function verifiesWithRecipe(request: ReceivedWebhook, secret: string): boolean {
  const content = `${request.headers['x-webhook-id']}.${request.headers['x-webhook-timestamp']}.${request.body}`;
  const expected = `sha256=${createHmac('sha256', secret).update(content).digest('hex')}`;
  return String(request.headers['x-webhook-signature']).split(' ').includes(expected);
}

describe('webhook deliveries', () => {
  async function subscribed(events: string[] = ['person.*'], tenant?: Tenant) {
    const owner = tenant ?? (await createTenant({ seed: false }));
    const receiver = await WebhookReceiver.start();
    const { body: subscription } = await owner.api.post('/webhooks', { url: receiver.url, events });
    return { tenant: owner, receiver, subscription: subscription as { id: string; secret: string } };
  }

  const createPerson = async (tenant: Tenant, name = 'Ana Souza') =>
    (await tenant.api.post('/persons', { name, personType: 'INDIVIDUAL', email: 'ana@example.com' })).body;

  const deliveriesOf = async (tenant: Tenant, subscriptionId: string, query = '') =>
    (await tenant.api.get(`/webhooks/${subscriptionId}/deliveries${query}`)).body;

  it('POSTs person.created with the documented body and headers, signed as documented', async () => {
    const { tenant, receiver, subscription } = await subscribed(['person.created']);
    const person = await createPerson(tenant);

    const [request] = await receiver.waitFor(1);
    const expectedData = (await tenant.api.get(`/persons/${person.id}`)).body;
    expect(request.json).toEqual({
      id: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
      event: 'person.created',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      data: expectedData,
    });
    expect(Object.keys(request.json)).toEqual(['id', 'event', 'timestamp', 'data']);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-webhook-id']).toBe(request.json.id);
    expect(Math.abs(Number(request.headers['x-webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(10);
    expect(verifiesWithRecipe(request, subscription.secret)).toBe(true);
    expect(new Webhook(subscription.secret).verify(request.body, request.headers as Record<string, string>)).toEqual(request.json);
    expect(verifiesWithRecipe({ ...request, body: request.body.replace('Ana', 'Bia') }, subscription.secret)).toBe(false);
  });

  it('delivers only the events a subscription asked for, family wildcards included', async () => {
    const tenant = await createTenant({ seed: false });
    const people = await subscribed(['person.*'], tenant);
    const created = await subscribed(['person.created'], tenant);
    const deals = await subscribed(['deal.*'], tenant);
    const person = await createPerson(tenant);
    await tenant.api.put(`/persons/${person.id}`, { name: 'Ana Lima' });

    const all = await people.receiver.waitFor(2);
    expect(all.map((request) => request.json.event).sort()).toEqual(['person.created', 'person.updated']);
    await sleep(500);
    expect(created.receiver.requests.map((request) => request.json.event)).toEqual(['person.created']);
    expect(deals.receiver.requests).toHaveLength(0);
  });

  it("never delivers one company's events to another company's subscription", async () => {
    const mine = await subscribed(['person.*']);
    const theirs = await subscribed(['person.*']);
    await createPerson(mine.tenant);
    await mine.receiver.waitFor(1);
    await sleep(500);
    expect(theirs.receiver.requests).toHaveLength(0);
  });

  it('does not send a subscription the events that happened before it existed', async () => {
    const tenant = await createTenant({ seed: false });
    await createPerson(tenant, 'Before');
    await sleep(300);
    const { receiver } = await subscribed(['person.created'], tenant);
    await createPerson(tenant, 'After');
    const [request] = await receiver.waitFor(1);
    await sleep(500);
    expect(receiver.requests).toHaveLength(1);
    expect(request.json.data.name).toBe('After');
  });

  it('makes one delivery per subscription of an event that reaches the intake twice (a redelivery, a replayed outbox)', async () => {
    const { tenant, receiver, subscription } = await subscribed(['person.created']);
    const second = await WebhookReceiver.start();
    await tenant.api.post('/webhooks', { url: second.url, events: ['person.*'] });
    const event: DomainEvent = {
      id: newEventId(),
      event: 'person.created',
      timestamp: new Date().toISOString(),
      companyId: tenant.company.id,
      data: { id: '0193a000-0000-7000-8000-0000000d0b1e', name: 'Twice Published', personType: 'COMPANY' },
    };
    const { env } = testStack();
    const connection = await connect({ servers: env.NATS_URL });
    try {
      // Two stream messages with one event id: distinct Nats-Msg-Ids, so the stream's own de-duplication lets both through.
      for (const copy of ['a', 'b']) {
        await jetstream(connection).publish(namespaced(env.BIZAPI_NAMESPACE, eventSubject(event.event)), JSON.stringify(event), { msgID: `${event.id}-${copy}` });
      }
    } finally {
      await connection.close();
    }

    await receiver.waitFor(1);
    await second.waitFor(1);
    await sleep(1_000);
    expect(receiver.requestsFor(event.id)).toHaveLength(1);
    expect(second.requestsFor(event.id)).toHaveLength(1);
    expect((await deliveriesOf(tenant, subscription.id)).data).toEqual([expect.objectContaining({ eventId: event.id, status: 'DELIVERED' })]);
  });

  it('retries a receiver that is down for two attempts and delivers on the third, exactly once', async () => {
    const { tenant, receiver, subscription } = await subscribed();
    receiver.respondWith((_request, count) => ({ status: count <= 2 ? 503 : 200 }));
    await createPerson(tenant);

    await receiver.waitFor(3);
    await sleep(SCHEDULE().reduce((a, b) => a + b, 0) + 500);
    expect(receiver.requests).toHaveLength(3);
    expect(new Set(receiver.requests.map((request) => request.headers['x-webhook-id'])).size).toBe(1);
    const gaps = receiver.requests.slice(1).map((request, i) => request.receivedAt - receiver.requests[i].receivedAt);
    expect(gaps[0]).toBeGreaterThanOrEqual(SCHEDULE()[1] - 50);
    expect(gaps[1]).toBeGreaterThanOrEqual(SCHEDULE()[2] - 50);

    const [delivery] = (await deliveriesOf(tenant, subscription.id)).data;
    expect(delivery).toMatchObject({ status: 'DELIVERED', attemptCount: 3, origin: 'EVENT', deliveredAt: expect.any(String), nextAttemptAt: null });
    expect(delivery.attempts.map((a: { statusCode: number; succeeded: boolean }) => [a.statusCode, a.succeeded])).toEqual([
      [503, false],
      [503, false],
      [200, true],
    ]);
  });

  it('makes exactly five attempts with the same event id to a receiver that always fails, then marks the delivery failed', async () => {
    const { tenant, receiver, subscription } = await subscribed();
    receiver.respondWith(() => ({ status: 500, body: 'boom' }));
    await createPerson(tenant);

    await receiver.waitFor(5, () => true, 20_000);
    await sleep(2_000);
    expect(receiver.requests).toHaveLength(5);
    expect(new Set(receiver.requests.map((request) => request.headers['x-webhook-id'])).size).toBe(1);
    const [delivery] = (await deliveriesOf(tenant, subscription.id)).data;
    expect(delivery).toMatchObject({ status: 'FAILED', attemptCount: 5, nextAttemptAt: null });
    expect(delivery.attempts[0]).toMatchObject({ attemptNumber: 1, statusCode: 500, succeeded: false, responseExcerpt: 'boom', durationMs: expect.any(Number) });
  });

  it("stores a reply holding NUL bytes without failing other companies' attempts written in the same batch", async () => {
    const hostile = await subscribed();
    const neighbour = await subscribed();
    hostile.receiver.respondWith(() => ({ status: 500, body: 'bad\u0000reply' }));
    await Promise.all([createPerson(hostile.tenant), createPerson(neighbour.tenant)]);

    await hostile.receiver.waitFor(5, () => true, 20_000);
    await sleep(1_500);
    expect(neighbour.receiver.requests).toHaveLength(1);
    expect(hostile.receiver.requests).toHaveLength(5);
    const [delivery] = (await deliveriesOf(hostile.tenant, hostile.subscription.id)).data;
    expect(delivery).toMatchObject({ status: 'FAILED', attemptCount: 5 });
    expect(delivery.attempts[0].responseExcerpt).toBe('bad\uFFFDreply');
  });

  it('counts only a 200 as acknowledged', async () => {
    const { tenant, receiver } = await subscribed();
    receiver.respondWith((_request, count) => ({ status: count === 1 ? 204 : 200 }));
    await createPerson(tenant);
    await receiver.waitFor(2);
  });

  it('counts an answer slower than the timeout as a failure, and says so in the log', async () => {
    const { tenant, receiver, subscription } = await subscribed();
    receiver.respondWith((_request, count) => ({ status: 200, delayMs: count === 1 ? TIMEOUT_MS() + 500 : 0 }));
    await createPerson(tenant);
    await receiver.waitFor(2);
    const delivery = await eventually(async () => {
      const [found] = (await deliveriesOf(tenant, subscription.id)).data;
      return found?.status === 'DELIVERED' ? found : undefined;
    });
    expect(delivery.attempts[0]).toMatchObject({ statusCode: null, succeeded: false, error: expect.stringMatching(/no response within/) });
  });

  it('waits as long as a 429 Retry-After asks before the next attempt (up to the longest delay of the schedule)', async () => {
    const { tenant, receiver } = await subscribed();
    receiver.respondWith((_request, count) => (count === 1 ? { status: 429, headers: { 'retry-after': '1' } } : { status: 200 }));
    await createPerson(tenant);
    const [first, second] = await receiver.waitFor(2, () => true, 10_000);
    expect(SCHEDULE()[1]).toBeLessThan(1_000);
    expect(second.receivedAt - first.receivedAt).toBeGreaterThanOrEqual(950);
  });

  it('deactivates a subscription at once when its receiver answers 410 Gone', async () => {
    const { tenant, receiver, subscription } = await subscribed();
    receiver.respondWith(() => ({ status: 410 }));
    await createPerson(tenant);
    await receiver.waitFor(1);
    const state = await eventually(async () => {
      const { body } = await tenant.api.get(`/webhooks/${subscription.id}`);
      return body.isActive === false ? body : undefined;
    });
    expect(state.deactivationReason).toBe('GONE');
    await createPerson(tenant, 'After gone');
    await sleep(1_000);
    expect(receiver.requests).toHaveLength(1);
  });

  it('deactivates a subscription after 3 events in a row failed for good', async () => {
    const { tenant, receiver, subscription } = await subscribed(['person.created']);
    receiver.respondWith(() => ({ status: 500 }));
    for (const name of ['One', 'Two', 'Three']) await createPerson(tenant, name);
    const state = await eventually(async () => {
      const { body } = await tenant.api.get(`/webhooks/${subscription.id}`);
      return body.isActive === false ? body : undefined;
    }, 30_000);
    expect(state.deactivationReason).toBe('CONSECUTIVE_FAILURES');
    expect(receiver.requests).toHaveLength(15);
  });

  it('resets the count of failed events after a success', async () => {
    const { tenant, receiver, subscription } = await subscribed(['person.created']);
    receiver.respondWith((request) => ({ status: request.json.data.name === 'Good' ? 200 : 500 }));
    // One event at a time, each settled before the next, so the count runs 1, 2, 0, 1, 2.
    for (const name of ['Bad 1', 'Bad 2', 'Good', 'Bad 3', 'Bad 4']) {
      await createPerson(tenant, name);
      await receiver.waitFor(1, (request) => request.json.data.name === name);
      await eventually(async () => ((await deliveriesOf(tenant, subscription.id, '?status=PENDING')).meta.total === 0 ? true : undefined), 15_000, 500);
    }
    expect((await tenant.api.get(`/webhooks/${subscription.id}`)).body).toMatchObject({ isActive: true, deactivationReason: null });
  });

  it('cancels what is pending for a subscription that was deactivated', async () => {
    const { tenant, receiver, subscription } = await subscribed();
    receiver.respondWith(() => ({ status: 500 }));
    await createPerson(tenant);
    await receiver.waitFor(1);
    await tenant.api.delete(`/webhooks/${subscription.id}`);
    const delivery = await eventually(async () => {
      const [found] = (await deliveriesOf(tenant, subscription.id)).data;
      return found?.status === 'CANCELLED' ? found : undefined;
    });
    expect(delivery.attemptCount).toBeLessThan(5);
  });

  it('resends one delivery as a new delivery with the same event id', async () => {
    const { tenant, receiver, subscription } = await subscribed();
    await createPerson(tenant);
    const [first] = await receiver.waitFor(1);
    const [delivery] = (await deliveriesOf(tenant, subscription.id)).data;

    const resent = await tenant.api.post(`/webhooks/${subscription.id}/deliveries/${delivery.id}/resend`);
    expect(resent.status).toBe(201);
    expect(resent.body).toMatchObject({ eventId: delivery.eventId, origin: 'RESEND', status: 'PENDING' });
    const [, second] = await receiver.waitFor(2);
    expect(second.headers['x-webhook-id']).toBe(first.headers['x-webhook-id']);
    expect(second.body).toBe(first.body);
    expect((await tenant.api.get(`/webhooks/${subscription.id}/deliveries/${resent.body.id}`)).body).toMatchObject({ status: 'DELIVERED', attemptCount: 1 });
  });

  it('replays the events of a time range that the subscription listens to', async () => {
    const { tenant, receiver, subscription } = await subscribed(['person.created']);
    const from = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    for (const name of ['A', 'B', 'C']) await createPerson(tenant, name);
    await receiver.waitFor(3);
    const person = await createPerson(tenant, 'D');
    await tenant.api.put(`/persons/${person.id}`, { name: 'D2' });
    await receiver.waitFor(4);

    const replay = await tenant.api.post(`/webhooks/${subscription.id}/replay`, { from, to: new Date(Date.now() + 1000).toISOString().replace(/\.\d{3}Z$/, 'Z') });
    expect(replay.status).toBe(201);
    expect(replay.body).toMatchObject({ subscriptionId: subscription.id, deliveriesCreated: 4 });
    const all = await receiver.waitFor(8);
    expect(all.slice(4).map((request) => request.json.data.name).sort()).toEqual(['A', 'B', 'C', 'D']);
    expect(new Set(all.map((request) => request.headers['x-webhook-id'])).size).toBe(4);
  });

  it('replays a date-only range up to the last millisecond of its last day', async () => {
    const { tenant, receiver, subscription } = await subscribed(['person.created']);
    const event = (timestamp: string, name: string): DomainEvent => ({
      id: newEventId(),
      event: 'person.created',
      timestamp,
      companyId: tenant.company.id,
      data: { id: '0193a000-0000-7000-8000-00000000da7e', name, personType: 'COMPANY' },
    });
    const lastMoment = event('2025-06-30T23:59:59.500Z', 'Last moment');
    const marker = event(new Date().toISOString(), 'Marker');
    const { env } = testStack();
    const connection = await connect({ servers: env.NATS_URL });
    try {
      for (const published of [lastMoment, event('2025-07-01T00:00:00.000Z', 'Next day'), marker]) {
        await jetstream(connection).publish(namespaced(env.BIZAPI_NAMESPACE, eventSubject(published.event)), JSON.stringify(published));
      }
    } finally {
      await connection.close();
    }
    // The old events are not delivered (older than the subscription), but stored by the time the marker is.
    await receiver.waitFor(1, (request) => request.headers['x-webhook-id'] === marker.id);

    const replay = await tenant.api.post(`/webhooks/${subscription.id}/replay`, { from: '2025-06-30', to: '2025-06-30' });
    expect(replay.body).toMatchObject({ from: '2025-06-30T00:00:00.000Z', to: '2025-06-30T23:59:59.000Z', deliveriesCreated: 1 });
    const [replayed] = await receiver.waitFor(1, (request) => request.json.data.name === 'Last moment');
    expect(replayed.headers['x-webhook-id']).toBe(lastMoment.id);
  });

  it('refuses a replay whose range is backwards or malformed', async () => {
    const { tenant, subscription } = await subscribed();
    expect((await tenant.api.post(`/webhooks/${subscription.id}/replay`, { from: '2026-02-01', to: '2026-01-01' })).body.message).toBe('VALIDATION_ERROR');
    expect((await tenant.api.post(`/webhooks/${subscription.id}/replay`, { from: '01/02/2026', to: '2026-01-01' })).body.message).toBe('INVALID_DATE_FORMAT');
  });

  it('signs with the new and the old secret during a rotation, and with the new one only afterwards', async () => {
    const { tenant, receiver, subscription } = await subscribed(['person.created']);
    const rotated = (await tenant.api.post(`/webhooks/${subscription.id}/rotate-secret`)).body;
    await createPerson(tenant, 'During');
    const [during] = await receiver.waitFor(1);
    expect(verifiesWithRecipe(during, rotated.secret)).toBe(true);
    expect(verifiesWithRecipe(during, subscription.secret)).toBe(true);
    expect(new Webhook(subscription.secret).verify(during.body, during.headers as Record<string, string>)).toBeDefined();

    await sleep(Number(testStack().webhookSettings.WEBHOOK_SECRET_ROTATION_GRACE_SECONDS) * 1000 + 200);
    await createPerson(tenant, 'After');
    const [, after] = await receiver.waitFor(2);
    expect(verifiesWithRecipe(after, rotated.secret)).toBe(true);
    expect(verifiesWithRecipe(after, subscription.secret)).toBe(false);
  });

  it('keeps a slow receiver to its share of delivery slots, so the deliveries to others are not delayed', async () => {
    const cap = Number(testStack().webhookSettings.WEBHOOK_MAX_IN_FLIGHT_PER_SUBSCRIPTION);
    const tenant = await createTenant({ seed: false });
    const slow = await subscribed(['person.created'], tenant);
    const fast = await subscribed(['person.created'], tenant);
    slow.receiver.respondWith(() => ({ status: 200, delayMs: TIMEOUT_MS() - 100 }));
    const started = Date.now();
    for (let i = 0; i < 3 * cap; i++) await createPerson(tenant, `Person ${i}`);
    const fastRequests = await fast.receiver.waitFor(3 * cap);
    expect(Math.max(...fastRequests.map((request) => request.receivedAt)) - started).toBeLessThan(5_000);
    await slow.receiver.waitFor(3 * cap, () => true, 20_000);
    expect(slow.receiver.maxInFlight).toBe(cap);
  });

  it('sends the first attempts of one subscription in event order, give or take the deliveries in flight', async () => {
    const cap = Number(testStack().webhookSettings.WEBHOOK_MAX_IN_FLIGHT_PER_SUBSCRIPTION);
    const { tenant, receiver } = await subscribed(['person.created']);
    receiver.respondWith(() => ({ status: 200, delayMs: 20 }));
    const names = Array.from({ length: 25 }, (_, i) => `P${String(i).padStart(2, '0')}`);
    for (const name of names) await createPerson(tenant, name);
    const received = (await receiver.waitFor(25)).map((request) => request.json.data.name);
    received.forEach((name, position) => expect(Math.abs(names.indexOf(name) - position)).toBeLessThanOrEqual(cap));
  });
});
