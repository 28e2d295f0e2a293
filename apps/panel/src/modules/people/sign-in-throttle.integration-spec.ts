import { testStack } from '@bizapi/testing';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { PanelEnv } from '../../config/panel-env';
import { SignInThrottle } from './sign-in-throttle';

/**
 * The per-address limit, on the run's Redis with a namespace of its own and
 * small limits (through the gateway it would lock every other test's sign-ins
 * from 127.0.0.1 for 15 minutes).
 */
describe('panel sign-in limits in Redis', () => {
  let redis: Redis;
  let throttle: SignInThrottle;

  beforeAll(() => {
    redis = new Redis(testStack().env.REDIS_URL);
    const env = Object.assign(new PanelEnv(), {
      BIZAPI_NAMESPACE: `throttle-${randomUUID().slice(0, 8)}`,
      PANEL_SIGNIN_ATTEMPTS_PER_ACCOUNT: 3,
      PANEL_SIGNIN_ATTEMPTS_PER_ADDRESS: 5,
      PANEL_SIGNIN_WINDOW_SECONDS: 600,
    });
    throttle = new SignInThrottle(redis, env);
  });
  afterAll(() => redis.quit());

  it('refuses an address after its failures, whatever the e-mails, for the rest of the window', async () => {
    for (let attempt = 0; attempt < 5; attempt++) await throttle.failed(`user${attempt}@example.com`, '203.0.113.9');
    const verdict = await throttle.check('someone.else@example.com', '203.0.113.9');
    expect(verdict.allowed).toBe(false);
    expect(verdict.minutes).toBe(10);
    expect((await throttle.check('someone.else@example.com', '203.0.113.10')).allowed).toBe(true);
  });

  it('refuses an e-mail after its failures from any address (case and spaces ignored), until a success clears it', async () => {
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) await throttle.failed(' Maria@Example.com', address);
    expect((await throttle.check('maria@example.com', '198.51.100.4')).allowed).toBe(false);
    await throttle.succeeded('MARIA@example.com');
    expect((await throttle.check('maria@example.com', '198.51.100.4')).allowed).toBe(true);
  });
});
