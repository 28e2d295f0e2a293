import { createHmac } from 'node:crypto';

export interface SignatureInput {
  eventId: string;
  /** Unix seconds of this attempt. */
  timestamp: number;
  /** The exact body bytes sent. */
  body: string;
  /** Current secret first; during a rotation also the previous one. */
  secrets: readonly string[];
}

/**
 * The signature headers of a delivery (docs/design/architecture-contract.md "Webhook signature"):
 * the signed content is `<id>.<timestamp>.<body>` (Standard Webhooks).
 *
 * - `X-Webhook-Signature: sha256=<hex>`, keyed with the UTF-8 bytes of the
 *   secret string exactly as shown at creation;
 * - `webhook-signature: v1,<base64>`, keyed with the base64-decoded part
 *   after `whsec_`, so Standard Webhooks libraries verify it.
 *
 * While a rotated-out secret is still valid each header carries one
 * signature per secret, separated by a space; a receiver accepts any.
 */
export function signatureHeaders({ eventId, timestamp, body, secrets }: SignatureInput): Record<string, string> {
  const content = `${eventId}.${timestamp}.${body}`;
  const hmac = (key: Buffer | string) => createHmac('sha256', key).update(content);
  return {
    'x-webhook-id': eventId,
    'x-webhook-timestamp': String(timestamp),
    'x-webhook-signature': secrets.map((secret) => `sha256=${hmac(secret).digest('hex')}`).join(' '),
    'webhook-id': eventId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets
      .map((secret) => `v1,${hmac(Buffer.from(secret.replace(/^whsec_/, ''), 'base64')).digest('base64')}`)
      .join(' '),
  };
}
