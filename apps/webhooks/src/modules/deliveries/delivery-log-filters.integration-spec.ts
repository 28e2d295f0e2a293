import { WebhookReceiver, createTenant } from '@bizapi/testing';

/** The delivery log's event and time filters, and a subscription's failure count (the company panel shows both). */
describe('GET /webhooks/:id/deliveries filters (event, createdFrom, createdTo)', () => {
  it('narrows the log to one event name and to a creation window, a date-only createdTo taking its whole day', async () => {
    const tenant = await createTenant({ seed: false });
    const receiver = await WebhookReceiver.start();
    const subscription = (await tenant.api.post('/webhooks', { url: receiver.url, events: ['person.*'] })).body;
    expect(subscription.consecutiveFailures).toBe(0);
    expect((await tenant.api.get(`/webhooks/${subscription.id}`)).body.consecutiveFailures).toBe(0);
    await tenant.api.post(`/webhooks/${subscription.id}/test`);
    await tenant.api.post('/persons', { name: 'Filtro', personType: 'INDIVIDUAL' });
    await receiver.waitFor(2);

    const list = (query: string) => tenant.api.get(`/webhooks/${subscription.id}/deliveries?${query}`);
    const events = async (query: string) => ((await list(query)).body.data as Array<{ event: string }>).map((delivery) => delivery.event).sort();
    expect(await events('')).toEqual(['person.created', 'webhook.test']);
    expect(await events('event=webhook.test')).toEqual(['webhook.test']);
    expect(await events('event=deal.created')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await events(`createdTo=${today}`)).toEqual(['person.created', 'webhook.test']);
    expect(await events(`createdFrom=${today}`)).toEqual(['person.created', 'webhook.test']);
    expect(await events('createdTo=2000-01-01')).toEqual([]);
    expect(await events(`createdFrom=${new Date(Date.now() + 3_600_000).toISOString().slice(0, 19)}Z`)).toEqual([]);
    expect((await list('createdFrom=yesterday')).status).toBe(400);
  });
});
