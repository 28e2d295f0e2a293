import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random 256-bit token for a cookie or a link (the panel's sessions, invites, CSRF). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a random token (an API key, a panel session or invite): its SHA-256, a fast hash a random value cannot be recovered from. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares two secrets in constant time (their lengths aside). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
