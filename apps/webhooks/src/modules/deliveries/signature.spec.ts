import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { generateWebhookSecret } from '../subscriptions/webhook-secret';
import { signatureHeaders } from './signature';

describe('signatureHeaders', () => {
  const secret = generateWebhookSecret();
  const body = JSON.stringify({ id: 'evt_0193', event: 'person.created', timestamp: '2026-03-10T12:00:00.000Z', data: { id: 'p1', name: 'Ana' } });
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = signatureHeaders({ eventId: 'evt_0193', timestamp, body, secrets: [secret] });

  it('signs id.timestamp.body with the secret string, as the documented recipe says', () => {
    const expected = createHmac('sha256', secret).update(`evt_0193.${timestamp}.${body}`).digest('hex');
    expect(headers['x-webhook-signature']).toBe(`sha256=${expected}`);
    expect(headers['x-webhook-id']).toBe('evt_0193');
    expect(headers['x-webhook-timestamp']).toBe(String(timestamp));
  });

  it('verifies with the Standard Webhooks reference library', () => {
    const verified = new Webhook(secret).verify(body, headers);
    expect(verified).toEqual(JSON.parse(body));
  });

  it('does not verify a changed body or another secret', () => {
    expect(() => new Webhook(secret).verify(body.replace('Ana', 'Bia'), headers)).toThrow();
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow();
  });

  it('signs with both secrets during a rotation, and each verifies', () => {
    const previous = generateWebhookSecret();
    const rotating = signatureHeaders({ eventId: 'evt_0193', timestamp, body, secrets: [secret, previous] });
    expect(rotating['x-webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(secret).verify(body, rotating)).toBeDefined();
    expect(new Webhook(previous).verify(body, rotating)).toBeDefined();
  });
});
