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
  // The three servers' steps are independent: run together (each waited ~0.1–0.9 s on its server before the next began).
  const natsStep = async () => {
    // start.mjs left NATS_URL unset: nats-server is on PATH and ours to run.
    if (env.NATS_URL) return undefined;
    return startSecuredNats({ namespace, dir: join(ROOT, '.data', 'nats-secured'), log });
  };
  const redisStep = async () => {
    if (env.REDIS_PASSWORD || new URL(env.REDIS_URL).password) return undefined;
    try {
      const created = await createRedisUsers({ redisUrl: env.REDIS_URL, namespace });
      log(
        `Redis ACL users: ${Object.values(created.credentials)
          .map(({ user }) => user)
          .join(', ')}`,
      );
      return created;
    } catch (error) {
      log(`could not create Redis ACL users (${error.message}): the apps use Redis as REDIS_URL allows`);
      return undefined;
    }
  };
  const postgresStep = async () => {
    if (env.MIGRATION_DATABASE_URL) return undefined;
    try {
      // Kept when npm start stops: the logins own the schemas of the database, which stays too.
      const created = await createDatabaseRoles({ adminUrl: env.DATABASE_URL, namespace, passwordsFile: POSTGRES_PASSWORDS_FILE });
      log(`PostgreSQL logins: ${Object.values(created.credentials).map(({ app }) => app.user).join(', ')} (and an -owner of each schema for migrations)`);
      return created;
    } catch (error) {
      log(`could not create PostgreSQL logins (${error.message}): every process uses DATABASE_URL`);
      return undefined;
    }
  };
  const [natsResult, redisResult, postgresResult] = await Promise.allSettled([natsStep(), redisStep(), postgresStep()]);
  const redis = redisResult.value;
  const postgres = postgresResult.value;
  const stops = [];
  if (redis) stops.push(() => redis.remove());
  if (natsResult.status === 'rejected') {
    await redis?.remove().catch(() => undefined);
    throw natsResult.reason;
  }
  const nats = natsResult.value;
  if (nats) {
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
  return {
    appEnv: (name) => appCredentials(name, nats?.credentials, redis?.credentials, postgres?.credentials),
    migrationEnv: (name) => migrationCredentials(name, postgres?.credentials),
    stop: async () => {
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
    },
  };
}
