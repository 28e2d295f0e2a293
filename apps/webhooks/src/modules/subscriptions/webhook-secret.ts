import { randomBytes } from 'node:crypto';

/**
 * A new webhook secret: `whsec_` and 32 random bytes in base64 (the Standard
 * Webhooks form). Unlike API secrets it cannot be hashed (the service needs
 * it to sign): it is stored sealed with WEBHOOK_SECRET_KEY (SecretBox).
 */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}
