import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random 256-bit token for a cookie or a link (sessions, invites, CSRF). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256 (the token is random, so a fast hash cannot be reversed). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
