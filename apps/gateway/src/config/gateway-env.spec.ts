import { loadEnv } from '@bizapi/runtime';
import { randomBytes } from 'node:crypto';
import { GatewayEnv } from './gateway-env';

describe('the gateway in production', () => {
  const start = (variables: Record<string, string>) => () => loadEnv(GatewayEnv, { NODE_ENV: 'production', ...variables });

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
