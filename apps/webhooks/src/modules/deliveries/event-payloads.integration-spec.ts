import { WebhookReceiver, createTenant, responseValidator } from '@bizapi/testing';

/**
 * The deliveries a receiver gets match the document's `webhooks` (the event
 * payloads integrators code against): headers and body, `data` exactly the
 * record its collection's get returns.
 */
describe('webhook deliveries against docs/openapi.json', () => {
  it('sends person and deal events whose headers and bodies match their webhooks entries, and a wrong field fails', async () => {
    const tenant = await createTenant();
    const receiver = await WebhookReceiver.start();
    expect((await tenant.api.post('/webhooks', { url: receiver.url, events: ['person.*', 'deal.*'] })).status).toBe(201);

    const person = await tenant.api.post('/persons', { name: 'Ana Souza', personType: 'INDIVIDUAL', email: 'ana@example.com' });
    expect((await tenant.api.put(`/persons/${person.body.id}`, { tags: ['vip'] })).status).toBe(200);
    const pipelines = await tenant.api.get('/deal-pipelines');
    const deal = await tenant.api.post('/deals', {
      title: 'Pilot',
      customerId: person.body.id,
      dealType: 'SERVICE',
      dealPipelineId: pipelines.body.data[0].id,
    });
    expect(deal.status).toBe(201);

    const received = await receiver.waitFor(3);
    const events = received.map((request) => request.json.event);
    expect(events).toEqual(expect.arrayContaining(['person.created', 'person.updated', 'deal.created']));
    const validator = responseValidator();
    for (const request of received)
      expect({ event: request.json.event, problems: validator.deliveryProblems(request.headers, request.json) }).toEqual({
        event: request.json.event,
        problems: [],
      });

    const created = received.find((request) => request.json.event === 'person.created');
    expect(validator.deliveryProblems(created!.headers, { ...created!.json, data: { ...created!.json.data, extra: 1 } })).toEqual([
      'the person.created delivery: at /data/extra the body has a property the document does not declare',
    ]);
  });
});
