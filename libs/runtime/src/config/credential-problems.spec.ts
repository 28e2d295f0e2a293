import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RuntimeEnv, loadEnv } from './env';

class RedisUsingEnv extends RuntimeEnv {
  override usesRedis(): boolean {
    return true;
  }
}

describe('production refuses a process without its own NATS and Redis users', () => {
  const nats = { NATS_USER: 'bizapi-finance', NATS_PASSWORD: 'k3J9vQ2xN8pL5wR7tY1uE4iO' };

  it('refuses a service without NATS credentials, naming the variables', () => {
    expect(() => loadEnv(RuntimeEnv, { NODE_ENV: 'production' })).toThrow(
      /Unsafe configuration[\s\S]*NATS_USER and NATS_PASSWORD \(or NATS_CREDS_FILE, or NATS_NKEY_SEED_FILE\) are required/,
    );
    expect(() => loadEnv(RuntimeEnv, { NODE_ENV: 'production', NATS_USER: 'bizapi-finance' })).toThrow(/NATS_PASSWORD/);
    expect(loadEnv(RuntimeEnv, { NODE_ENV: 'production', ...nats }).NATS_USER).toBe('bizapi-finance');
  });

  it.each([
    ['a credentials file (operator mode, Synadia Cloud)', 'NATS_CREDS_FILE'],
    ['an NKey seed file', 'NATS_NKEY_SEED_FILE'],
  ])('takes %s instead of a password', (_case, variable) => {
    const file = join(mkdtempSync(join(tmpdir(), 'nats-identity-')), 'user');
    writeFileSync(file, 'SUAIBDPBAUTWCWBKIO6XHQNINK5FWJW4OHLXC3HQ2KFE4PEJUA44CNHTC4\n');
    expect(loadEnv(RuntimeEnv, { NODE_ENV: 'production', [variable]: file })[variable as 'NATS_CREDS_FILE']).toBe(file);
  });

  it('refuses, in any environment, a credentials or CA file it cannot read, naming the variable', () => {
    for (const variable of ['NATS_CREDS_FILE', 'NATS_NKEY_SEED_FILE', 'NATS_CA_FILE', 'DATABASE_CA_FILE', 'REDIS_CA_FILE']) {
      expect(() => loadEnv(RuntimeEnv, { NODE_ENV: 'development', [variable]: '/nonexistent/file.pem' })).toThrow(
        `Invalid configuration:\n  ${variable}: cannot read /nonexistent/file.pem (ENOENT)`,
      );
    }
  });

  it('asks Redis credentials only of processes that use Redis, in variables or in REDIS_URL', () => {
    expect(() => loadEnv(RedisUsingEnv, { NODE_ENV: 'production', ...nats })).toThrow(/REDIS_USERNAME and REDIS_PASSWORD are required/);
    expect(
      loadEnv(RedisUsingEnv, { NODE_ENV: 'production', ...nats, REDIS_USERNAME: 'bizapi-gateway', REDIS_PASSWORD: 'x9' }).REDIS_PASSWORD,
    ).toBe('x9');
    expect(
      loadEnv(RedisUsingEnv, { NODE_ENV: 'production', ...nats, REDIS_URL: 'redis://bizapi-gateway:x9@redis:6379' }).REDIS_URL,
    ).toContain('x9');
  });

  it('lets development and tests run without them', () => {
    expect(loadEnv(RedisUsingEnv, { NODE_ENV: 'development' }).NATS_USER).toBe('');
    expect(loadEnv(RedisUsingEnv, { NODE_ENV: 'test' }).REDIS_PASSWORD).toBe('');
  });
});
