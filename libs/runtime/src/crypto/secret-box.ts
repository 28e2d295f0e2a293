import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Encrypts secrets at rest (AES-256-GCM): webhook signing secrets in
 * PostgreSQL, and the gateway's kept answers that hold one in Redis. The
 * sealed form is `v1.<iv>.<tag>.<ciphertext>` (base64url), so the key can
 * be rotated later; a tampered form or another key fails to open.
 */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  /** A box keyed with the base64 of 32 bytes held in the variable `name` (named in the error when it is not). */
  static fromBase64(value: string | undefined, name: string): SecretBox {
    if (!value) throw new Error(`${name} is required: base64 of 32 random bytes (e.g. \`openssl rand -base64 32\`)`);
    const key = Buffer.from(value, 'base64');
    if (key.length !== 32) throw new Error(`${name} must be base64 of exactly 32 bytes`);
    return new SecretBox(key);
  }

  /**
   * A box keyed by HKDF-SHA256 from a longer secret under a label of its
   * own: the derived key tells nothing of the secret, nor of the keys of
   * other labels.
   */
  static derived(secret: string, label: string): SecretBox {
    return new SecretBox(Buffer.from(hkdfSync('sha256', secret, '', label, 32)));
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
