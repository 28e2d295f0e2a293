import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..', '..');

/** Starts a built app as a Deployment would, with NODE_ENV=production and the given variables only. */
function start(app: string, env: Record<string, string>) {
  return spawnSync(process.execPath, [join(ROOT, 'apps', app, 'dist', 'main.js')], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('a production process without its own NATS and Redis users', () => {
  it.each([
    ['people-crm', {}, [/NATS_USER and NATS_PASSWORD \(or NATS_CREDS_FILE, or NATS_NKEY_SEED_FILE\) are required/]],
    [
      'gateway',
      { JWT_SECRET: randomBytes(48).toString('base64') },
      [/NATS_USER and NATS_PASSWORD \(or NATS_CREDS_FILE, or NATS_NKEY_SEED_FILE\) are required/, /REDIS_USERNAME and REDIS_PASSWORD are required/],
    ],
    [
      'webhooks',
      { WEBHOOK_SECRET_KEY: randomBytes(32).toString('base64'), NATS_USER: 'bizapi-webhooks', NATS_PASSWORD: 'p' },
      [/REDIS_USERNAME and REDIS_PASSWORD/],
    ],
  ])('%s stops at start, naming what is missing', (app, env, reasons) => {
    const result = start(app, env as Record<string, string>);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Unsafe configuration for production/);
    for (const reason of reasons) expect(result.stderr).toMatch(reason);
  });
});
