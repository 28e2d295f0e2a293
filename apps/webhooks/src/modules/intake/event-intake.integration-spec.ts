import { DomainEvent, eventSubject, namespaced } from '@bizapi/contracts';
import { newEventId } from '@bizapi/runtime';
import { WebhookReceiver, createTenant, testStack } from '@bizapi/testing';
import { jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';

describe('webhook intake', () => {
  it('drops malformed events without holding up the valid ones published with them', async () => {
    const tenant = await createTenant({ seed: false });
    const receiver = await WebhookReceiver.start();
    await tenant.api.post('/webhooks', { url: receiver.url, events: ['person.created'] });
    const valid: DomainEvent = {
      id: newEventId(),
      event: 'person.created',
      timestamp: new Date().toISOString(),
      companyId: tenant.company.id,
      data: { id: '0193a000-0000-7000-8000-00000000bad0', name: 'After the poison', personType: 'COMPANY' },
    };
    const malformed: unknown[] = [
      { ...valid, id: newEventId(), companyId: undefined },
      { ...valid, id: newEventId(), companyId: 'not-a-uuid' },
      { ...valid, id: newEventId(), event: 'person.exploded' },
      { ...valid, id: 12345 },
      { ...valid, id: newEventId(), timestamp: 'not a date' },
    ];
    const { env } = testStack();
    const subject = namespaced(env.BIZAPI_NAMESPACE, eventSubject(valid.event));
    const connection = await connect({ servers: env.NATS_URL });
    try {
      const js = jetstream(connection);
      await js.publish(subject, 'not json at all');
      for (const event of malformed) await js.publish(subject, JSON.stringify(event));
      await js.publish(subject, JSON.stringify(valid));
    } finally {
      await connection.close();
    }

    const [delivered] = await receiver.waitFor(1, (request) => request.headers['x-webhook-id'] === valid.id, 15_000);
    expect(delivered.json).toMatchObject({ id: valid.id, event: 'person.created', data: valid.data });
    expect(receiver.requests).toHaveLength(1);
  });
});
