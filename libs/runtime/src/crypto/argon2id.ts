import { Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * Secrets people or clients prove they hold (API secrets at `/auth`, panel
 * passwords at sign-in) are kept as argon2id hashes. OWASP's argon2id baseline
 * (19 MiB, 2 passes): slow for a guesser, and paid only at those two doors,
 * not per request. Its own entry point (`@bizapi/runtime/argon2id`), so only
 * the processes that verify secrets load the native binding.
 */
const ARGON2_OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, ARGON2_OPTIONS);
}

/** Whether `secret` is the one `secretHash` was made from; a malformed hash is a wrong secret. */
export async function verifySecret(secretHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(secretHash, secret);
  } catch {
    return false;
  }
}
