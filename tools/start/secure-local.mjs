// `npm start`'s part of per-process credentials: its own NATS with a user per
// process (unless the operator gave a NATS_URL), Redis ACL users on the Redis
// in use (unless the operator gave Redis credentials), two PostgreSQL logins
// per process (unless the operator gave a MIGRATION_DATABASE_URL), and the
// operator's NATS user in .data/local-stack.json, where `npm run -s admin`
// finds it.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '@bizapi/launcher';
import { appCredentials, createDatabaseRoles, createRedisUsers, migrationCredentials, startSecuredNats } from '@bizapi/launcher/credentials';

const STATE_FILE = join(ROOT, '.data', 'local-stack.json');
// Kept across restarts, like the data they guard.
const POSTGRES_PASSWORDS_FILE = join(ROOT, '.data', 'postgres-passwords.json');

export async function secureLocalServers(env, log) {
  const namespace = env.BIZAPI_NAMESPACE ?? '';
  const stops = [];
  let nats;
  if (!env.NATS_URL) {
    // start.mjs left NATS_URL unset: nats-server is on PATH and ours to run.
    nats = await startSecuredNats({ namespace, dir: join(ROOT, '.data', 'nats-secured'), log });
    env.NATS_URL = nats.url;
    stops.push(() => nats.stop());
    const operator = nats.credentials['admin-cli'];
    writeFileSync(
      STATE_FILE,
      JSON.stringify(
        { pid: process.pid, NATS_URL: nats.url, BIZAPI_NAMESPACE: namespace, NATS_USER: operator.user, NATS_PASSWORD: operator.password },
        null,
        2,
      ),
      { mode: 0o600 },
    );
    stops.push(async () => rmSync(STATE_FILE, { force: true }));
  }
  let redis;
  if (!env.REDIS_PASSWORD && !new URL(env.REDIS_URL).password) {
    try {
      redis = await createRedisUsers({ redisUrl: env.REDIS_URL, namespace });
      stops.push(() => redis.remove());
      log(
        `Redis ACL users: ${Object.values(redis.credentials)
          .map(({ user }) => user)
          .join(', ')}`,
      );
    } catch (error) {
      log(`could not create Redis ACL users (${error.message}): the apps use Redis as REDIS_URL allows`);
    }
  }
  let postgres;
  if (!env.MIGRATION_DATABASE_URL) {
    try {
      // Kept when npm start stops: the logins own the schemas of the database, which stays too.
      postgres = await createDatabaseRoles({ adminUrl: env.DATABASE_URL, namespace, passwordsFile: POSTGRES_PASSWORDS_FILE });
      log(`PostgreSQL logins: ${Object.values(postgres.credentials).map(({ app }) => app.user).join(', ')} (and an -owner of each schema for migrations)`);
    } catch (error) {
      log(`could not create PostgreSQL logins (${error.message}): every process uses DATABASE_URL`);
    }
  }
  return {
    appEnv: (name) => appCredentials(name, nats?.credentials, redis?.credentials, postgres?.credentials),
    migrationEnv: (name) => migrationCredentials(name, postgres?.credentials),
    stop: async () => {
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
    },
  };
}
