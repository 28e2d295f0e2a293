import { tokenHash } from '@bizapi/runtime';
import { randomBytes, randomInt } from 'node:crypto';

/**
 * Credential formats of the spec ("Authentication", rule 2): the key is a
 * 9-character service prefix, `_ak_` and 45 alphanumerics (58 characters);
 * the secret is 32 random bytes in base64url (43 characters).
 */
export const API_KEY_PREFIX = 'bizextapi';
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const KEY_BODY_LENGTH = 45;
const API_KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}_ak_[A-Za-z0-9]{${KEY_BODY_LENGTH}}$`);

export function generateApiKey(): string {
  let body = '';
  for (let i = 0; i < KEY_BODY_LENGTH; i++) body += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return `${API_KEY_PREFIX}_ak_${body}`;
}

export function generateSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function isWellFormedApiKey(value: unknown): value is string {
  return typeof value === 'string' && API_KEY_PATTERN.test(value);
}

/** How a key is found without being stored: its SHA-256. */
export function apiKeyLookupHash(apiKey: string): string {
  return tokenHash(apiKey);
}

/** Secrets are kept as argon2id hashes, as the panel's passwords are (libs/runtime/src/crypto/argon2id.ts). */
export { hashSecret, verifySecret } from '@bizapi/runtime/argon2id';
