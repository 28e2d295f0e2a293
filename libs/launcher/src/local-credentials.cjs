// Per-process credentials on local servers, for `npm start` and the test
// harness: a nats-server of our own started with a config file that gives each
// process its user and permissions (the shared local NATS runs without a
// config and cannot be reconfigured), Redis ACL users created on the Redis
// in use and removed at the end, and two PostgreSQL logins per process (its
// own, and its schema's owner for migrations). Users, permissions, key
// patterns and grants come from the contracts (libs/contracts/src/security),
// built before this runs.
'use strict';
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { mkdirSync, readFileSync, writeFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const Redis = require('ioredis');
const pg = require('pg');
const stack = require('./stack.cjs');

const contracts = () => require(join(stack.ROOT, 'libs/contracts/dist/index.js'));
const secret = () => randomBytes(24).toString('base64url');

/** A user and password per process, under the namespace. */
function makeCredentials(namespace) {
  const { PROCESSES, credentialUser } = contracts();
  return Object.fromEntries(PROCESSES.map((process) => [process, { user: credentialUser(process, namespace), password: secret() }]));
}

/**
 * Starts nats-server with JetStream on a free port (or `port`), storing in
 * `dir`, and a config allowing exactly the processes' users; `observer` adds a
 * user with every right (test runs read events with it; `anonymousObserver`:
 * also any connection without credentials). Returns the URL, the
 * credentials, and stop().
 */
async function startSecuredNats({ namespace = '', dir, port, observer = false, anonymousObserver = false, log = () => undefined }) {
  const binary = stack.onPath('nats-server');
  if (!binary)
    throw new Error(
      'nats-server is not on PATH: install NATS Server (Debian/Ubuntu: apt install nats-server; macOS: brew install nats-server)',
    );
  const [chosen] = port ? [port] : await stack.freePorts(1);
  const credentials = makeCredentials(namespace);
  const observerUser = observer || anonymousObserver ? { user: `bizapi-${namespace || 'local'}-observer`, password: secret() } : undefined;
  mkdirSync(join(dir, 'jetstream'), { recursive: true });
  const configFile = join(dir, 'nats-server.conf');
  const config = contracts().natsServerConfig({
    namespace,
    password: (process) => credentials[process].password,
    extraUsers: observerUser ? [observerUser] : [],
    preamble: [
      `listen: "127.0.0.1:${chosen}"`,
      `jetstream { store_dir: ${JSON.stringify(join(dir, 'jetstream'))} }`,
      // A test run's own helpers (event taps, fixtures, other namespaces' stacks) connect without credentials as the observer.
      ...(anonymousObserver ? [`no_auth_user: ${JSON.stringify(observerUser.user)}`] : []),
    ],
  });
  writeFileSync(configFile, config, { mode: 0o600 });
  log(`starting ${binary} on 127.0.0.1:${chosen} with a user per process (${configFile})`);
  const child = spawn(binary, ['-c', configFile], { stdio: 'ignore' });
  const exited = new Promise((done) => child.once('exit', done));
  await Promise.race([
    stack.waitForPort('127.0.0.1', chosen, 'nats-server'),
    exited.then(() => Promise.reject(new Error(`nats-server refused ${configFile}`))),
  ]);
  return {
    url: `nats://127.0.0.1:${chosen}`,
    port: chosen,
    configFile,
    credentials,
    observer: observerUser,
    pid: child.pid,
    stop: () => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : (child.kill('SIGTERM'), exited)),
  };
}

/**
 * Creates the Redis ACL users of the processes that use Redis (namespaced
 * names, so parallel runs never share one) with fresh passwords, on the Redis
 * at `redisUrl` (whose user may run ACL SETUSER). remove() deletes them.
 */
async function createRedisUsers({ redisUrl, namespace = '' }) {
  const { REDIS_PROCESSES, credentialUser, redisAclRules } = contracts();
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  const credentials = {};
  try {
    for (const process of REDIS_PROCESSES) {
      const password = secret();
      await redis.call('ACL', 'SETUSER', credentialUser(process, namespace), ...redisAclRules(process, namespace, password));
      credentials[process] = { user: credentialUser(process, namespace), password };
    }
  } finally {
    await redis.quit();
  }
  return {
    credentials,
    async remove() {
      const admin = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await admin.connect();
      await admin.call('ACL', 'DELUSER', ...Object.values(credentials).map(({ user }) => user)).catch(() => undefined);
      await admin.quit();
    },
  };
}

/** `url` with another login (user and password), same server and database. */
function withLogin(url, user, password) {
  const parsed = new URL(url);
  parsed.username = user;
  parsed.password = password;
  return parsed.toString();
}

/**
 * Creates (or brings in line) each process's two PostgreSQL logins on the
 * database of `adminUrl` (whose user may create roles): its own, with rights
 * on the rows of its schema only, and its schema's owner, which runs its
 * migrations; the schemas owned by the owners. SQL and names come from the
 * contracts. Passwords are kept in `passwordsFile` (0600) when given, so they
 * survive restarts; fresh otherwise. remove() drops the logins: call it
 * after dropping the database, as PostgreSQL keeps a role that still owns
 * or may use anything.
 */
async function createDatabaseRoles({ adminUrl, namespace = '', passwordsFile }) {
  const { DATABASE_PROCESSES, databaseRole, databaseRoleStatements, dropDatabaseRoleStatements } = contracts();
  const passwords = readPasswords(passwordsFile);
  const credentials = {};
  for (const process of DATABASE_PROCESSES) {
    credentials[process] = {};
    for (const login of ['app', 'owner']) {
      const user = databaseRole(process, namespace, login);
      passwords[user] ??= secret();
      credentials[process][login] = { user, password: passwords[user], url: withLogin(adminUrl, user, passwords[user]) };
    }
  }
  if (passwordsFile) {
    // On a fresh clone nothing has made .data/ yet: npm start sets up NATS users beside this, not before.
    mkdirSync(dirname(passwordsFile), { recursive: true });
    writeFileSync(passwordsFile, JSON.stringify(passwords, null, 2), { mode: 0o600 });
  }
  const database = decodeURIComponent(new URL(adminUrl).pathname.slice(1));
  const statements = databaseRoleStatements({
    namespace,
    database,
    password: (process, login) => `'${credentials[process][login].password.replaceAll("'", "''")}'`,
  });
  await onDatabase(adminUrl, async (client) => {
    await client.query('BEGIN');
    for (const statement of statements) await client.query(statement);
    await client.query('COMMIT');
  });
  return {
    credentials,
    async remove() {
      await onDatabase(stack.withDatabase(adminUrl, 'postgres'), async (client) => {
        for (const statement of dropDatabaseRoleStatements(namespace)) await client.query(statement).catch(() => undefined);
      });
    },
  };
}

function readPasswords(file) {
  if (!file) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return {};
  }
}

async function onDatabase(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The environment one app needs for its own users (the gateway and services are named as in stack.APPS). */
function appCredentials(appName, nats, redis, postgres) {
  const env = {};
  if (nats?.[appName]) Object.assign(env, { NATS_USER: nats[appName].user, NATS_PASSWORD: nats[appName].password });
  if (redis?.[appName]) Object.assign(env, { REDIS_USERNAME: redis[appName].user, REDIS_PASSWORD: redis[appName].password });
  if (postgres?.[appName]) env.DATABASE_URL = postgres[appName].app.url;
  return env;
}

/** The environment of an app's `migrate`: its schema owner's login, and its own in place of the administrator's (which a Deployment's init container never holds). */
function migrationCredentials(appName, postgres) {
  if (!postgres?.[appName]) return {};
  return { DATABASE_URL: postgres[appName].app.url, MIGRATION_DATABASE_URL: postgres[appName].owner.url };
}

module.exports = { startSecuredNats, createRedisUsers, createDatabaseRoles, appCredentials, migrationCredentials };
