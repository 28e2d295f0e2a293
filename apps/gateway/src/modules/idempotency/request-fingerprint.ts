import { createHash } from 'node:crypto';

/** The IETF draft's header name (draft-ietf-httpapi-idempotency-key-header). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Printable ASCII without spaces at the ends, as Stripe and the draft allow; a UUID fits easily. */
const KEY_PATTERN = /^[\x21-\x7e]([\x20-\x7e]{0,253}[\x21-\x7e])?$/;

export function isValidIdempotencyKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/**
 * What makes two requests "the same" for a key: method, path and body, the
 * body compared as JSON values (key order and spacing do not matter, so a
 * client that re-serialises its retry is not refused).
 */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method} ${path}\n${canonicalJson(body)}`).digest('base64url');
}

/** JSON with object keys sorted at every level. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}
