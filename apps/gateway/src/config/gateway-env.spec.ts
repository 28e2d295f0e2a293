import { loadEnv } from '@bizapi/runtime';
import { randomBytes } from 'node:crypto';
import { GatewayEnv } from './gateway-env';

/** This process's own NATS and Redis users (refused without them: libs/runtime credential-problems.spec.ts). */
const CREDENTIALS = {
  NATS_USER: 'bizapi-gateway',
  NATS_PASSWORD: randomBytes(24).toString('base64'),
  REDIS_USERNAME: 'bizapi-gateway',
  REDIS_PASSWORD: randomBytes(24).toString('base64'),
};

describe('the gateway in production', () => {
  const start = (variables: Record<string, string>) => () => loadEnv(GatewayEnv, { NODE_ENV: 'production', ...CREDENTIALS, ...variables });

  it('starts with a random JWT_SECRET', () => {
    const secret = randomBytes(48).toString('base64');
    expect(start({ JWT_SECRET: secret })().JWT_SECRET).toBe(secret);
  });

  it.each([
    [{}, /JWT_SECRET is required/],
    [{ JWT_SECRET: 'short' }, /at least 32 characters/],
    [{ JWT_SECRET: 'changeme'.repeat(5) }, /JWT_SECRET looks chosen by hand/],
  ])('refuses %j', (variables, reason) => {
    expect(start(variables)).toThrow(reason);
  });

  it('lets development start without one (a secret per start is made)', () => {
    expect(loadEnv(GatewayEnv, { NODE_ENV: 'development' }).JWT_SECRET).toBeUndefined();
  });
});

describe('the limits of requests in flight per company', () => {
  it('default to 32 requests, 4 of them reports', () => {
    const env = loadEnv(GatewayEnv, { NODE_ENV: 'development' });
    expect([env.IN_FLIGHT_PER_COMPANY, env.REPORTS_IN_FLIGHT_PER_COMPANY]).toEqual([32, 4]);
  });

  it.each([{ IN_FLIGHT_PER_COMPANY: '0' }, { IN_FLIGHT_PER_COMPANY: 'many' }, { REPORTS_IN_FLIGHT_PER_COMPANY: '2.5' }])('refuse %j at startup', (variables) => {
    expect(() => loadEnv(GatewayEnv, { NODE_ENV: 'development', ...variables })).toThrow(/Invalid configuration:\n {2}(REPORTS_)?IN_FLIGHT_PER_COMPANY/);
  });
});
