import { DomainEvent, eventSubject, namespaced } from '@bizapi/contracts';
import { newEventId } from '@bizapi/runtime';
import { WebhookReceiver, createTenant, queryDatabase, testStack } from '@bizapi/testing';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';

/** Publishes `count` person.created events of a company at once, as its outbox relay would after a burst of writes. */
async function publishEvents(companyId: string, count: number): Promise<string[]> {
  const { env } = testStack();
  const connection = await connect({ servers: env.NATS_URL });
  const ids = Array.from({ length: count }, () => newEventId());
  try {
    for (const id of ids) {
      const event: DomainEvent = {
        id,
        event: 'person.created',
        timestamp: new Date().toISOString(),
        companyId,
        data: { id: '0193a000-0000-7000-8000-0000000ca95e', name: `Capped ${id}`, personType: 'COMPANY' },
      };
      await jetstream(connection).publish(namespaced(env.BIZAPI_NAMESPACE, eventSubject(event.event)), JSON.stringify(event), {
        msgID: id,
      });
    }
  } finally {
    await connection.close();
  }
  return ids;
}

/** Per-company caps of docs/webhooks.md "Fair share" (the subscriptions cap: subscriptions.integration-spec.ts). */
describe('webhook caps per company', () => {
  it('holds at most WEBHOOK_MAX_IN_FLIGHT_PER_COMPANY attempts of one company at once, and delivers the rest later', async () => {
    const settings = testStack().webhookSettings;
    const companyCap = Number(settings.WEBHOOK_MAX_IN_FLIGHT_PER_COMPANY);
    const subscriptionCap = Number(settings.WEBHOOK_MAX_IN_FLIGHT_PER_SUBSCRIPTION);
    const subscriptions = 3;
    // The subscriptions' own caps would allow more at once than the company's.
    expect(subscriptions * subscriptionCap).toBeGreaterThan(companyCap);
    const tenant = await createTenant({ seed: false });
    const receiver = (await WebhookReceiver.start()).respondWith(() => ({ status: 200, delayMs: 600 }));
    for (let i = 0; i < subscriptions; i++) {
      expect((await tenant.api.post('/webhooks', { url: `${receiver.url}?subscription=${i}`, events: ['person.created'] })).status).toBe(
        201,
      );
    }

    const ids = await publishEvents(tenant.company.id, subscriptionCap + 2);
    await receiver.waitFor(ids.length * subscriptions, () => true, 60_000);
    expect(receiver.maxInFlight).toBe(companyCap);
    for (const id of ids) expect(receiver.requestsFor(id).length).toBeGreaterThanOrEqual(subscriptions);
  }, 90_000);

  it('refuses a replay of more than 10,000 events with 400 VALIDATION_ERROR, and queues nothing', async () => {
    const tenant = await createTenant({ seed: false });
    const { body: subscription } = await tenant.api.post('/webhooks', {
      url: 'https://hooks.example.com/replay-cap',
      events: ['person.created'],
    });
    const start = Date.parse('2026-01-10T00:00:00.000Z');
    const ids = Array.from({ length: 10_001 }, () => newEventId());
    await queryDatabase(
      `INSERT INTO webhooks.received_events (id, company_id, event, occurred_at, body)
       SELECT id, $2, 'person.created', to_timestamp(($3::bigint + n) / 1000.0), '{}' FROM unnest($1::text[]) WITH ORDINALITY AS t(id, n)`,
      [ids, tenant.company.id, start],
    );

    const refused = await tenant.api.post(`/webhooks/${subscription.id}/replay`, { from: '2026-01-10', to: '2026-01-10' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ statusCode: 400, message: 'VALIDATION_ERROR', friendlyMessage: expect.any(String) });
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'from' })]);
    const [{ count }] = await queryDatabase<{ count: number }>(
      `SELECT count(*)::int AS count FROM webhooks.deliveries WHERE subscription_id = $1`,
      [subscription.id],
    );
    expect(count).toBe(0);
  });
});
