import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Encrypts webhook secrets at rest (AES-256-GCM). Unlike API secrets they
 * cannot be hashed: the service needs them to sign. The stored form is
 * `v1.<iv>.<tag>.<ciphertext>` (base64url), so the key can be rotated later.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(base64Key: string | undefined) {
    if (!base64Key) {
      throw new Error('WEBHOOK_SECRET_KEY is required: base64 of 32 random bytes (e.g. `openssl rand -base64 32`)');
    }
    this.key = Buffer.from(base64Key, 'base64');
    if (this.key.length !== 32) throw new Error('WEBHOOK_SECRET_KEY must be base64 of exactly 32 bytes');
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/** A new webhook secret: `whsec_` and 32 random bytes in base64 (the Standard Webhooks form). */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}
