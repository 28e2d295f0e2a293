import { Tenant, WebhookReceiver, createTenant, eventually, sleep } from '@bizapi/testing';
import { createHmac } from 'node:crypto';

/** The recipe of docs/webhooks.md, written independently: `sha256=` HMAC of `<id>.<timestamp>.<raw body>`. */
function signedWith(secret: string, request: { headers: Record<string, unknown>; body: string }): boolean {
  const content = `${request.headers['x-webhook-id']}.${request.headers['x-webhook-timestamp']}.${request.body}`;
  return String(request.headers['x-webhook-signature']).split(' ').includes(`sha256=${createHmac('sha256', secret).update(content).digest('hex')}`);
}

/**
 * POST /webhooks/:id/test (docs/webhooks.md "Test event"): 202 {deliveryId}, a webhook.test event to that
 * subscription alone, signed, retried and logged like any delivery.
 */
describe('POST /webhooks/:id/test', () => {
  async function subscribed(tenant: Tenant, receiver?: WebhookReceiver) {
    const to = receiver ?? (await WebhookReceiver.start());
    const created = await tenant.api.post('/webhooks', { url: to.url, events: ['person.*'] });
    expect(created.status).toBe(201);
    return { receiver: to, subscription: created.body as { id: string; secret: string } };
  }

  /** The delivery once it is no longer PENDING, as its log shows it. */
  const settled = (tenant: Tenant, subscriptionId: string, deliveryId: string) =>
    eventually(async () => {
      const { body } = await tenant.api.get(`/webhooks/${subscriptionId}/deliveries/${deliveryId}`);
      return body.status === 'PENDING' ? undefined : body;
    }, 15_000, 300);

  it('answers 202 {deliveryId} and delivers a signed webhook.test {subscriptionId} to that subscription alone, in its log', async () => {
    const tenant = await createTenant({ seed: false });
    const { receiver, subscription } = await subscribed(tenant);
    const other = await subscribed(tenant);

    const sent = await tenant.api.post(`/webhooks/${subscription.id}/test`);
    expect({ status: sent.status, body: sent.body }).toEqual({ status: 202, body: { deliveryId: expect.any(String) } });

    const [request] = await receiver.waitFor(1);
    expect(request.json).toEqual({
      id: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
      event: 'webhook.test',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      data: { subscriptionId: subscription.id },
    });
    expect(Object.keys(request.json)).toEqual(['id', 'event', 'timestamp', 'data']);
    expect(request.headers['x-webhook-id']).toBe(request.json.id);
    expect(signedWith(subscription.secret, request)).toBe(true);
    expect(signedWith(other.subscription.secret, request)).toBe(false);

    const delivery = await settled(tenant, subscription.id, sent.body.deliveryId);
    expect(delivery).toMatchObject({
      id: sent.body.deliveryId,
      subscriptionId: subscription.id,
      eventId: request.json.id,
      event: 'webhook.test',
      origin: 'TEST',
      status: 'DELIVERED',
      attemptCount: 1,
      attempts: [{ attemptNumber: 1, statusCode: 200, succeeded: true }],
    });
    const { body: log } = await tenant.api.get(`/webhooks/${subscription.id}/deliveries?eventId=${request.json.id}`);
    expect(log.data.map((delivery: { id: string }) => delivery.id)).toEqual([sent.body.deliveryId]);

    // The other subscription of the company received nothing and logs nothing.
    await sleep(500);
    expect(other.receiver.requests).toHaveLength(0);
    expect((await tenant.api.get(`/webhooks/${other.subscription.id}/deliveries`)).body.meta.total).toBe(0);
  });

  it('retries a failing receiver on the schedule with the same event id, and a resend sends the same test event again', async () => {
    const tenant = await createTenant({ seed: false });
    const receiver = (await WebhookReceiver.start()).respondWith((_request, count) => (count <= 2 ? { status: 503, body: 'down' } : { status: 200 }));
    const { subscription } = await subscribed(tenant, receiver);

    const sent = await tenant.api.post(`/webhooks/${subscription.id}/test`);
    expect(sent.status).toBe(202);
    const attempts = await receiver.waitFor(3);
    expect(new Set(attempts.map((request) => request.headers['x-webhook-id'])).size).toBe(1);
    expect(new Set(attempts.map((request) => request.body)).size).toBe(1);
    const delivery = await settled(tenant, subscription.id, sent.body.deliveryId);
    expect(delivery).toMatchObject({ status: 'DELIVERED', attemptCount: 3 });
    expect(delivery.attempts.map((attempt: { statusCode: number }) => attempt.statusCode)).toEqual([503, 503, 200]);

    const resent = await tenant.api.post(`/webhooks/${subscription.id}/deliveries/${sent.body.deliveryId}/resend`);
    expect(resent.body).toMatchObject({ event: 'webhook.test', origin: 'RESEND', eventId: attempts[0].json.id });
    const [, , , again] = await receiver.waitFor(4);
    expect(again.body).toBe(attempts[0].body);
  });

  it("is 404 for another company's subscription and for an unknown one, the same answer for both", async () => {
    const mine = await createTenant({ seed: false });
    const theirs = await createTenant({ seed: false });
    const { receiver, subscription } = await subscribed(theirs);

    const answers = [];
    for (const id of [subscription.id, '0193a000-0000-7000-8000-000000000404', 'not-an-id']) {
      const answer = await mine.api.post(`/webhooks/${id}/test`);
      answers.push({ status: answer.status, message: answer.body.message, errors: answer.body.errors, friendlyMessage: answer.body.friendlyMessage });
    }
    expect(answers[0]).toMatchObject({ status: 404, message: 'RESOURCE_NOT_FOUND' });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    await sleep(500);
    expect(receiver.requests).toHaveLength(0);
    expect((await theirs.api.get(`/webhooks/${subscription.id}/deliveries`)).body.meta.total).toBe(0);
  });

  it('is 409 CONFLICT for an inactive subscription, as resend and replay are, and sends nothing', async () => {
    const tenant = await createTenant({ seed: false });
    const { receiver, subscription } = await subscribed(tenant);
    expect((await tenant.api.delete(`/webhooks/${subscription.id}`)).status).toBe(200);

    const refused = await tenant.api.post(`/webhooks/${subscription.id}/test`);
    expect({ status: refused.status, body: refused.body }).toMatchObject({
      status: 409,
      body: { statusCode: 409, message: 'CONFLICT', errors: [{ field: 'id', message: expect.stringMatching(/inactive/) }] },
    });
    await sleep(500);
    expect(receiver.requests).toHaveLength(0);
    expect((await tenant.api.get(`/webhooks/${subscription.id}/deliveries`)).body.meta.total).toBe(0);

    // Reactivated, it can be tested again.
    expect((await tenant.api.put(`/webhooks/${subscription.id}`, { isActive: true })).status).toBe(200);
    expect((await tenant.api.post(`/webhooks/${subscription.id}/test`)).status).toBe(202);
    await receiver.waitFor(1);
  });
});
