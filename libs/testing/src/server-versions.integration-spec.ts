import { MINIMUM_SERVER_VERSIONS, versionAtLeast } from '@bizapi/runtime';
import { connect } from '@nats-io/transport-node';
import Redis from 'ioredis';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { testStack } from './stack-info';

/**
 * The servers this run's system ran on, written to the run's log folder
 * (servers.json) so the tested versions of docs/operations/versions.md are read,
 * not remembered. `npm run test:servers` names the ones it started
 * (BIZAPI_EXPECT_SERVERS, `{"PostgreSQL": "18.", ...}`), and the run fails if it
 * ran on anything else.
 */
async function serverVersions() {
  const { env } = testStack();
  const postgres = new Client({ connectionString: env.DATABASE_URL });
  await postgres.connect();
  const { rows } = await postgres.query<{ server_version: string }>('SHOW server_version');
  await postgres.end();
  const nats = await connect({ servers: env.NATS_URL });
  const natsVersion = nats.info?.version ?? '?';
  await nats.close();
  const redis = new Redis(env.REDIS_URL);
  const info = await redis.info('server');
  redis.disconnect();
  const field = (name: string) => new RegExp(`^${name}:(\\S+)`, 'm').exec(info)?.[1];
  return {
    PostgreSQL: rows[0].server_version.split(' ')[0],
    NATS: natsVersion,
    Redis: field('redis_version') ?? '?',
    ...(field('valkey_version') ? { Valkey: field('valkey_version') } : {}),
  };
}

describe("the run's servers", () => {
  it('are no older than the minimum, and the ones the run asked for', async () => {
    const versions = await serverVersions();
    writeFileSync(join(testStack().logDir, 'servers.json'), `${JSON.stringify(versions, null, 2)}\n`);
    for (const kind of ['PostgreSQL', 'NATS', 'Redis'] as const) {
      expect(`${kind} ${versions[kind]}: ${versionAtLeast(versions[kind], MINIMUM_SERVER_VERSIONS[kind].version)}`).toBe(`${kind} ${versions[kind]}: true`);
    }
    const expected = JSON.parse(process.env.BIZAPI_EXPECT_SERVERS ?? '{}') as Record<string, string>;
    for (const [kind, prefix] of Object.entries(expected)) {
      expect(`${kind} ${(versions as Record<string, string>)[kind]}`).toMatch(new RegExp(`^${kind} ${prefix.replaceAll('.', '\\.')}`));
    }
  });
});
