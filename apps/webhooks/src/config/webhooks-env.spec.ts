import { loadEnv } from '@bizapi/runtime';
import { randomBytes } from 'node:crypto';
import { WebhooksEnv } from './webhooks-env';

/** This process's own NATS and Redis users (refused without them: libs/runtime credential-problems.spec.ts). */
const CREDENTIALS = {
  NATS_USER: 'bizapi-webhooks',
  NATS_PASSWORD: randomBytes(24).toString('base64'),
  REDIS_USERNAME: 'bizapi-webhooks',
  REDIS_PASSWORD: randomBytes(24).toString('base64'),
};

describe('the webhooks service in production', () => {
  const key = randomBytes(32).toString('base64');
  const start = (variables: Record<string, string>) => () => loadEnv(WebhooksEnv, { NODE_ENV: 'production', ...CREDENTIALS, ...variables });

  it('starts with a random 32-byte key and secure URLs only', () => {
    expect(start({ WEBHOOK_SECRET_KEY: key })().WEBHOOK_SECRET_KEY).toBe(key);
  });

  it.each([
    [{ WEBHOOK_SECRET_KEY: key, WEBHOOK_ALLOW_INSECURE_URLS: 'true' }, /WEBHOOK_ALLOW_INSECURE_URLS must not be true/],
    [{ WEBHOOK_SECRET_KEY: key, WEBHOOK_ALLOW_LOOPBACK_RECEIVERS: 'true' }, /WEBHOOK_ALLOW_LOOPBACK_RECEIVERS must not be true/],
    [{}, /WEBHOOK_SECRET_KEY is required/],
    [{ WEBHOOK_SECRET_KEY: randomBytes(16).toString('base64') }, /WEBHOOK_SECRET_KEY must be base64 of 32 random bytes/],
    [{ WEBHOOK_SECRET_KEY: Buffer.alloc(32).toString('base64') }, /WEBHOOK_SECRET_KEY must be base64 of 32 random bytes/],
  ])('refuses %j', (variables, reason) => {
    expect(start(variables)).toThrow(reason);
  });

  it('refuses loopback receivers by default, and lets development (npm start) allow them', () => {
    expect(start({ WEBHOOK_SECRET_KEY: key })().WEBHOOK_ALLOW_LOOPBACK_RECEIVERS).toBe(false);
    expect(loadEnv(WebhooksEnv, { NODE_ENV: 'development', WEBHOOK_ALLOW_LOOPBACK_RECEIVERS: 'true' }).WEBHOOK_ALLOW_LOOPBACK_RECEIVERS).toBe(true);
  });

  it('lets development use insecure URLs', () => {
    expect(loadEnv(WebhooksEnv, { NODE_ENV: 'development', WEBHOOK_ALLOW_INSECURE_URLS: 'true' }).WEBHOOK_ALLOW_INSECURE_URLS).toBe(true);
  });
});
