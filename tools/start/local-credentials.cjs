// Per-process credentials on local servers, for `npm start` and the test
// harness: a nats-server of our own started with a config file that gives each
// process its user and permissions (the shared local NATS runs without a
// config and cannot be reconfigured), and Redis ACL users created on the Redis
// in use and removed at the end. Users, permissions and key patterns come from
// the contracts (libs/contracts/src/security), built before this runs.
'use strict';
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const Redis = require('ioredis');
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

/** The environment one app needs for its own users (the gateway and services are named as in stack.APPS). */
function appCredentials(appName, nats, redis) {
  const env = {};
  if (nats?.[appName]) Object.assign(env, { NATS_USER: nats[appName].user, NATS_PASSWORD: nats[appName].password });
  if (redis?.[appName]) Object.assign(env, { REDIS_USERNAME: redis[appName].user, REDIS_PASSWORD: redis[appName].password });
  return env;
}

module.exports = { startSecuredNats, createRedisUsers, appCredentials };
