import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookEvent } from './webhook-events.js';

/** Why a delivery was refused. */
export type WebhookVerificationReason =
  /** A header the signature needs is absent (`header` names it). */
  | 'missing-header'
  /** `X-Webhook-Timestamp` is not Unix seconds. */
  | 'invalid-timestamp'
  /** The timestamp is further from now than `toleranceSeconds` (an old delivery replayed, or a wrong clock). */
  | 'timestamp-out-of-tolerance'
  /** No signature in the header was made with the secret over these bytes. */
  | 'invalid-signature'
  /** Signed, but not an event body (`{id, event, timestamp, data}` with the header's id). */
  | 'invalid-body';

/** A delivery that is not, or no longer, the API's own: answer it 401 and do nothing with it. */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';

  constructor(
    readonly reason: WebhookVerificationReason,
    message: string,
    readonly header?: string,
  ) {
    super(message);
  }
}

export interface VerifyWebhookOptions {
  /** How far the delivery's timestamp may be from now, either way (default 300 s). */
  toleranceSeconds?: number;
  /** The clock, in milliseconds since the epoch (default `Date.now`); for tests. */
  now?: () => number;
}

/** Header names as Node's `request.headers` gives them, or any case, or a fetch `Headers`. */
export type WebhookHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

const DEFAULT_TOLERANCE_SECONDS = 300;

/** The two header sets a delivery carries over the same content, `<id>.<timestamp>.<raw body>`. */
const SCHEMES = [
  {
    names: ['x-webhook-id', 'x-webhook-timestamp', 'x-webhook-signature'],
    // The secret string as shown at creation, as UTF-8 bytes; `sha256=<hex>`.
    key: (secret: string) => Buffer.from(secret, 'utf8'),
    signature: (digest: Buffer) => `sha256=${digest.toString('hex')}`,
  },
  {
    // Standard Webhooks (standardwebhooks.com): the base64 after `whsec_`; `v1,<base64>`.
    names: ['webhook-id', 'webhook-timestamp', 'webhook-signature'],
    key: (secret: string) => Buffer.from(secret.replace(/^whsec_/, ''), 'base64'),
    signature: (digest: Buffer) => `v1,${digest.toString('base64')}`,
  },
] as const;

/**
 * Checks that a webhook delivery was signed by the API with `secret` over
 * exactly these bytes, recently, and returns its event. Give it the raw
 * body, before any JSON parsing: a re-serialized body does not verify.
 *
 * `X-Webhook-Signature` is checked when present, else the Standard Webhooks
 * `webhook-signature`. A header may hold several signatures separated by
 * spaces (while a rotated secret is still valid the API signs with both);
 * one made with `secret` is enough. `secret` may also be a list (the new
 * secret and the one before, while a receiver switches). Comparisons take
 * constant time. Throws WebhookVerificationError with the reason otherwise.
 */
export function verifyWebhook(
  secret: string | readonly string[],
  headers: WebhookHeaders,
  rawBody: string | Uint8Array,
  options: VerifyWebhookOptions = {},
): WebhookEvent {
  const header = headerReader(headers);
  const scheme = SCHEMES.find((candidate) => header(candidate.names[2]) !== undefined) ?? SCHEMES[0];
  const [id, timestamp, signatures] = scheme.names.map((name) => {
    const value = header(name);
    if (!value) throw new WebhookVerificationError('missing-header', `the delivery has no ${name} header`, name);
    return value;
  });
  if (!/^\d{1,12}$/.test(timestamp)) throw new WebhookVerificationError('invalid-timestamp', `${scheme.names[1]} is not Unix seconds`);
  const toleranceSeconds = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const ageSeconds = (options.now ?? Date.now)() / 1000 - Number(timestamp);
  if (Math.abs(ageSeconds) > toleranceSeconds) {
    throw new WebhookVerificationError(
      'timestamp-out-of-tolerance',
      `the delivery was signed ${Math.round(Math.abs(ageSeconds))} s ${ageSeconds > 0 ? 'ago' : 'ahead of this clock'}, more than ${toleranceSeconds} s`,
    );
  }

  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody.buffer, rawBody.byteOffset, rawBody.byteLength);
  const expected = (typeof secret === 'string' ? [secret] : secret).map((one) =>
    Buffer.from(scheme.signature(createHmac('sha256', scheme.key(one)).update(`${id}.${timestamp}.`).update(body).digest())),
  );
  const given = signatures.split(' ').filter(Boolean).map((candidate) => Buffer.from(candidate));
  const matches = given.some((candidate) => expected.some((wanted) => wanted.length === candidate.length && timingSafeEqual(wanted, candidate)));
  if (!matches) throw new WebhookVerificationError('invalid-signature', `no signature in ${scheme.names[2]} was made with this secret over this body`);

  return eventOf(body, id);
}

function eventOf(body: Buffer, id: string): WebhookEvent {
  let event: unknown;
  try {
    event = JSON.parse(body.toString('utf8'));
  } catch {
    throw new WebhookVerificationError('invalid-body', 'the delivery body is not JSON');
  }
  const { id: eventId, event: name, timestamp, data } = (event ?? {}) as Record<string, unknown>;
  if (eventId !== id || typeof name !== 'string' || typeof timestamp !== 'string' || typeof data !== 'object' || data === null) {
    throw new WebhookVerificationError('invalid-body', 'the delivery body is not an event with the id of its headers');
  }
  return event as WebhookEvent;
}

/** One header's value by lower-case name, whatever the case it was given in; the first of repeated ones. */
function headerReader(headers: WebhookHeaders): (name: string) => string | undefined {
  if (typeof Headers !== 'undefined' && headers instanceof Headers) return (name) => headers.get(name) ?? undefined;
  const byName = new Map<string, string | readonly string[] | undefined>();
  for (const [name, value] of Object.entries(headers)) byName.set(name.toLowerCase(), value);
  return (name) => {
    const value = byName.get(name);
    return typeof value === 'string' ? value : value?.[0];
  };
}
