import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { WebhookVerificationError, verifyWebhook, type VerifyWebhookOptions, type WebhookHeaders } from './verify-webhook.js';

/**
 * Deliveries signed by another implementation, the Standard Webhooks
 * library, with the headers the service sends (docs/webhooks.md): its
 * `v1,<base64>` keyed with the base64 after `whsec_`, and, keyed with the
 * secret string's bytes (its `raw` format), the same HMAC as `sha256=<hex>`.
 * Real deliveries of the running service are verified by
 * client.integration-spec.ts and client-package.integration-spec.ts.
 */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;
const NOW_MS = Date.UTC(2026, 2, 10, 12, 2, 11);
const NOW = Math.floor(NOW_MS / 1000);
const at = (seconds: number): VerifyWebhookOptions => ({ now: () => seconds * 1000 });

function signed(secrets: string[], body: string, { id = 'evt_0193a5b8c3d47e0f9a1b2c3d4e5f6071', timestamp = NOW } = {}) {
  const sign = (webhook: Webhook) => webhook.sign(id, new Date(timestamp * 1000), body).slice('v1,'.length);
  return {
    'x-webhook-id': id,
    'x-webhook-timestamp': String(timestamp),
    'x-webhook-signature': secrets.map((secret) => `sha256=${Buffer.from(sign(new Webhook(secret, { format: 'raw' })), 'base64').toString('hex')}`).join(' '),
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => `v1,${sign(new Webhook(secret))}`).join(' '),
  };
}

const event = {
  id: 'evt_0193a5b8c3d47e0f9a1b2c3d4e5f6071',
  event: 'person.created',
  timestamp: '2026-03-10T12:02:11.482Z',
  data: { id: '0193a5b8-c3d4-7e0f-9a1b-2c3d4e5f6071', name: 'Conceição Araújo', personType: 'INDIVIDUAL' },
};
const body = JSON.stringify(event);

function refusal(verify: () => unknown): WebhookVerificationError {
  try {
    verify();
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookVerificationError);
    return error as WebhookVerificationError;
  }
  throw new Error('verified');
}

const without = (headers: Record<string, string>, ...names: string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));

describe('verifyWebhook', () => {
  const secret = newSecret();
  const headers = signed([secret], body);

  it('returns the event of a delivery signed with the secret, the body as a string, a Buffer or bytes', () => {
    const bytes = new TextEncoder().encode(body);
    // A view into a larger buffer, as a body parser may hand it over.
    const padded = new Uint8Array(bytes.length + 2);
    padded.set(bytes, 2);
    for (const raw of [body, Buffer.from(body), bytes, new Uint8Array(padded.buffer, 2, bytes.length)]) {
      expect(verifyWebhook(secret, headers, raw, at(NOW))).toEqual(event);
    }
  });

  it('reads the headers in any case, from a plain object (repeated ones too) or a Headers', () => {
    const shouted = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toUpperCase(), value]));
    const repeated = { ...headers, 'x-webhook-signature': [headers['x-webhook-signature'], 'sha256=00'] };
    const cases: WebhookHeaders[] = [shouted, repeated, new Headers(headers)];
    for (const given of cases) expect(verifyWebhook(secret, given, body, at(NOW))).toEqual(event);
  });

  it('verifies the Standard Webhooks headers when they come alone', () => {
    const standard = without(headers, 'x-webhook-id', 'x-webhook-timestamp', 'x-webhook-signature');
    expect(verifyWebhook(secret, standard, body, at(NOW))).toEqual(event);
    expect(refusal(() => verifyWebhook(newSecret(), standard, body, at(NOW))).reason).toBe('invalid-signature');
  });

  it('accepts either secret of a rotation, and a receiver holding both', () => {
    const previous = newSecret();
    const rotating = signed([secret, previous], body);
    expect(rotating['x-webhook-signature'].split(' ')).toHaveLength(2);
    for (const held of [secret, previous, [previous, secret]]) {
      expect(verifyWebhook(held, rotating, body, at(NOW))).toEqual(event);
      expect(verifyWebhook(held, without(rotating, 'x-webhook-signature'), body, at(NOW))).toEqual(event);
    }
    expect(refusal(() => verifyWebhook(newSecret(), rotating, body, at(NOW))).reason).toBe('invalid-signature');
  });

  it('refuses a tampered body, another secret, or the right HMAC keyed the other way', () => {
    for (const tampered of [body.replace('Conceição', 'Conceicao'), `${body} `, JSON.stringify(JSON.parse(body), null, 2)]) {
      expect(refusal(() => verifyWebhook(secret, headers, tampered, at(NOW))).reason).toBe('invalid-signature');
    }
    expect(refusal(() => verifyWebhook(newSecret(), headers, body, at(NOW))).reason).toBe('invalid-signature');
    // The X-Webhook scheme's key is the secret string itself, not its decoded bytes.
    const swapped = { ...headers, 'x-webhook-signature': `sha256=${Buffer.from(headers['webhook-signature'].slice(3), 'base64').toString('hex')}` };
    expect(refusal(() => verifyWebhook(secret, swapped, body, at(NOW))).reason).toBe('invalid-signature');
  });

  it('refuses a timestamp more than the tolerance away, either way (5 minutes unless told)', () => {
    expect(verifyWebhook(secret, headers, body, at(NOW + 300))).toEqual(event);
    expect(verifyWebhook(secret, headers, body, at(NOW - 300))).toEqual(event);
    expect(refusal(() => verifyWebhook(secret, headers, body, at(NOW + 301))).reason).toBe('timestamp-out-of-tolerance');
    expect(refusal(() => verifyWebhook(secret, headers, body, at(NOW - 301))).reason).toBe('timestamp-out-of-tolerance');
    expect(refusal(() => verifyWebhook(secret, headers, body, { ...at(NOW + 31), toleranceSeconds: 30 })).reason).toBe('timestamp-out-of-tolerance');
    // The timestamp is signed: moving it forward does not make an old delivery new.
    const moved = { ...headers, 'x-webhook-timestamp': String(NOW + 600) };
    expect(refusal(() => verifyWebhook(secret, moved, body, at(NOW + 600))).reason).toBe('invalid-signature');
  });

  it('refuses a delivery missing a header, naming it, or with a timestamp that is not Unix seconds', () => {
    const missingId = refusal(() => verifyWebhook(secret, without(headers, 'x-webhook-id'), body, at(NOW)));
    expect(missingId).toMatchObject({ reason: 'missing-header', header: 'x-webhook-id' });
    const unsigned = refusal(() => verifyWebhook(secret, without(headers, 'x-webhook-signature', 'webhook-signature'), body, at(NOW)));
    expect(unsigned).toMatchObject({ reason: 'missing-header', header: 'x-webhook-signature' });
    for (const timestamp of ['yesterday', '1773144131.5', '-1', '']) {
      const reason = refusal(() => verifyWebhook(secret, { ...headers, 'x-webhook-timestamp': timestamp }, body, at(NOW))).reason;
      expect([reason, timestamp]).toEqual([timestamp ? 'invalid-timestamp' : 'missing-header', timestamp]);
    }
  });

  it('refuses a signed body that is not an event of the headers’ id', () => {
    for (const other of ['not json', JSON.stringify({ ...event, id: 'evt_other' }), JSON.stringify({ id: event.id })]) {
      expect(refusal(() => verifyWebhook(secret, signed([secret], other), other, at(NOW))).reason).toBe('invalid-body');
    }
  });

  it('accepts what the Standard Webhooks library accepts, with the real clock by default', () => {
    const now = signed([secret], body, { timestamp: Math.floor(Date.now() / 1000) });
    expect(new Webhook(secret).verify(body, now)).toEqual(event);
    expect(verifyWebhook(secret, now, body)).toEqual(event);
  });
});
