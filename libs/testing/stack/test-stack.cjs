'use strict';
// A whole system for one test run: the processes `npm start` runs, in a
// database of their own and under a NATS/Redis namespace of their own, on
// free ports, so parallel runs (and CI next to a developer) never collide.
// Every process writes its log to tmp/test-logs/<run>/<name>.log.
const { randomBytes } = require('node:crypto');
const { mkdirSync, openSync, closeSync } = require('node:fs');
const { join } = require('node:path');
const { spawnSync } = require('node:child_process');
const stack = require('@bizapi/launcher');
const credentials = require('@bizapi/launcher/credentials');

const SHORT_TOKEN_TTL_SECONDS = 2;

/**
 * @param {object} options
 * @param {string[]} [options.apps] names of APPS to run (default: all)
 * @param {Record<string,string>} [options.env] extra environment for every process
 * @param {{urls: Record<string,string>}} [options.infrastructure] reuse these URLs instead of probing
 * @param {boolean} [options.shortLivedGateway] also run a gateway replica whose tokens live 2 s
 * @param {Record<string, number>} [options.replicas] more processes of an app, e.g. {webhooks: 2}
 * @param {boolean} [options.sourceMaps] stack traces mapped to the TypeScript (default true; the bench runs without, as production does)
 * @param {boolean|'anonymous-observer'} [options.credentials] a NATS of its own with a user per process, and Redis ACL users (env NATS_OBSERVER_* reads all;
 *   'anonymous-observer': so does a connection without credentials, as the run's test helpers connect)
 */
async function startTestStack({ apps, env: extraEnv = {}, infrastructure, shortLivedGateway = false, replicas = {}, credentials: secured = false, sourceMaps = true, log = () => undefined } = {}) {
  // The processes run each app's bundle, as npm start and the image do: one older than tsc's output would test old code.
  const stale = stack.staleBundles().filter((name) => !apps || apps.includes(name));
  if (stale.length) throw new Error(`the bundles of ${stale.join(', ')} are older than their compiled code: run \`npm run -s build\``);
  const infra = infrastructure ?? (await stack.ensureInfrastructure({ log }));
  const runId = `t${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const cleanups = [];
  const secure = secured ? await secureInfrastructure(runId, infra.urls, cleanups, secured === 'anonymous-observer') : undefined;
  const selected = stack.APPS.filter((app) => !apps || apps.includes(app.name));
  const env = {
    ...process.env,
    ...infra.urls,
    ...(secure ? { NATS_URL: secure.env.NATS_URL } : {}),
    DATABASE_URL: stack.withDatabase(infra.urls.DATABASE_URL, `bizapi_test_${runId}`),
    BIZAPI_NAMESPACE: runId,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    WEBHOOK_SECRET_KEY: randomBytes(32).toString('base64'),
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'info',
    SHUTDOWN_TIMEOUT_MS: '5000',
    ...extraEnv,
  };
  await stack.ensureDatabase(env.DATABASE_URL);
  // A failed start leaves nothing behind: the database first, then what the cleanups remove.
  const abandon = async () => {
    await stack.dropDatabase(env.DATABASE_URL).catch(() => undefined);
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  // Every process runs with its own PostgreSQL login and migrates as its schema's owner, as in production;
  // env.DATABASE_URL stays the administrator's, for the tests' own reads of any schema.
  let postgres;
  try {
    postgres = await credentials.createDatabaseRoles({ adminUrl: env.DATABASE_URL, namespace: runId });
    // Run last (the list runs backwards), once the database is gone: PostgreSQL keeps a role that still owns anything.
    cleanups.unshift(() => postgres.remove());
    await stack.migrate(env, selected, (name) => credentials.migrationCredentials(name, postgres.credentials));
  } catch (error) {
    await abandon();
    throw error;
  }

  const logDir = join(stack.ROOT, 'tmp', 'test-logs', runId);
  mkdirSync(logDir, { recursive: true });
  // The API's origin (edge.cjs): /external/v1 to the gateway, /panel to the panel, as the Ingress routes them.
  const [edgePort] = await stack.freePorts(1);
  const edgeUrl = `http://127.0.0.1:${edgePort}`;
  const specs = new Map();
  for (const app of selected) {
    const [port, healthPort] = await stack.freePorts(2);
    const appEnv = {
      ...env,
      ...(app.pages ? { PANEL_PUBLIC_URL: edgeUrl } : {}),
      ...credentials.appCredentials(app.name, secure?.nats, secure?.redis, postgres.credentials),
    };
    specs.set(app.name, { app, port, healthPort: stack.servesHttp(app) ? port : healthPort, metricsPort: stack.servesHttp(app) ? healthPort : undefined, env: appEnv });
  }
  for (const [name, count] of Object.entries(replicas)) {
    const base = specs.get(name);
    for (let replica = 2; base && replica <= count; replica++) {
      const [port, healthPort] = await stack.freePorts(2);
      specs.set(`${name}-${replica}`, { ...base, port, healthPort: stack.servesHttp(base.app) ? port : healthPort, metricsPort: stack.servesHttp(base.app) ? healthPort : undefined });
    }
  }
  if (shortLivedGateway && specs.has('gateway')) {
    const [port, metricsPort] = await stack.freePorts(2);
    const gateway = specs.get('gateway');
    specs.set('gateway-short', { app: gateway.app, port, healthPort: port, metricsPort, env: { ...gateway.env, ACCESS_TOKEN_TTL_SECONDS: String(SHORT_TOKEN_TTL_SECONDS) } });
  }

  const processes = new Map();
  const start = async (name) => {
    const spec = specs.get(name);
    const logFile = openSync(join(logDir, `${name}.log`), 'a');
    const child = stack.startApp(spec.app, spec.env, { port: spec.port, healthPort: spec.healthPort, metricsPort: spec.metricsPort, stdio: ['ignore', logFile, logFile], sourceMaps });
    child.once('exit', () => closeSync(logFile));
    processes.set(name, child);
    // The gateway's probes are on its internal (metrics) port.
    await stack.waitReady([`http://127.0.0.1:${spec.metricsPort ?? spec.healthPort}/health/ready`]);
    return child;
  };
  try {
    await Promise.all([...specs.keys()].map(start));
  } catch (error) {
    await Promise.all([...processes.values()].map((child) => stack.stopProcess(child, 2000)));
    await abandon();
    throw new Error(`${error.message} (logs in ${logDir})`);
  }

  const edge = specs.has('gateway') && specs.has('panel')
    ? await stack.startEdge({ port: edgePort, host: '127.0.0.1', gatewayUrl: `http://127.0.0.1:${specs.get('gateway').port}`, panelUrl: `http://127.0.0.1:${specs.get('panel').port}` })
    : undefined;
  const url = (name) => specs.has(name) ? `http://127.0.0.1:${specs.get(name).port}/external/v1` : undefined;
  // Tests (not the apps) get the observer's NATS user.
  const testEnv = secure ? { ...env, ...secure.env } : env;
  return {
    runId,
    env: testEnv,
    // Each process's own users (credentials option), for tests that act as one of them.
    credentials: secure ? { nats: secure.nats, redis: secure.redis } : undefined,
    // Each process's PostgreSQL logins (app and owner), for tests that connect as one of them.
    databaseLogins: postgres.credentials,
    /** The environment an app of this stack runs with (its own logins), for a test that starts another replica itself. */
    appEnv: (name) => specs.get(name).env,
    logDir,
    baseUrl: url('gateway'),
    /** The API's origin with the panel beside it (`/external/v1`, `/panel/`), as people reach it; undefined without both apps. */
    edgeUrl: edge ? edgeUrl : undefined,
    shortLivedBaseUrl: url('gateway-short'),
    shortTokenTtlSeconds: SHORT_TOKEN_TTL_SECONDS,
    processes,
    /** Starts a stopped (or killed) process again on the same ports. */
    start,
    /** SIGKILL, no chance to clean up. */
    /** Where an app's Prometheus metrics are (the gateway's on a port of their own, the services' on their health port). */
    metricsUrl(name) {
      const spec = specs.get(name);
      return `http://127.0.0.1:${spec.metricsPort ?? spec.healthPort}/metrics`;
    },
    async kill(name) {
      const child = processes.get(name);
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      await new Promise((done) => {
        child.once('exit', done);
        child.kill('SIGKILL');
      });
    },
    /** SIGTERM and wait (a graceful stop). */
    async stopProcess(name) {
      await stack.stopProcess(processes.get(name));
    },
    async stop() {
      await edge?.close();
      await Promise.all([...processes.values()].map((child) => stack.stopProcess(child, 8000)));
      await stack.dropDatabase(env.DATABASE_URL).catch(() => undefined);
      spawnSync(process.execPath, [join(__dirname, 'clean-namespace.cjs')], { env: testEnv, stdio: 'ignore', timeout: 15_000 });
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    },
  };
}

/**
 * A NATS of the run's own whose config has a user per process (plus an
 * observer with every right, for the tests' own reads), and Redis ACL users
 * on the run's Redis: each app then starts with its own credentials only.
 */
async function secureInfrastructure(runId, urls, cleanups, anonymousObserver) {
  const { mkdtempSync, rmSync } = require('node:fs');
  const dir = mkdtempSync(join(require('node:os').tmpdir(), `nats-${runId}-`));
  const nats = await credentials.startSecuredNats({ namespace: runId, dir, observer: true, anonymousObserver });
  cleanups.push(async () => {
    await nats.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const redis = await credentials.createRedisUsers({ redisUrl: urls.REDIS_URL, namespace: runId });
  cleanups.push(() => redis.remove());
  return {
    nats: nats.credentials,
    redis: redis.credentials,
    env: { NATS_URL: nats.url, NATS_OBSERVER_USER: nats.observer.user, NATS_OBSERVER_PASSWORD: nats.observer.password, NATS_CONFIG_FILE: nats.configFile },
  };
}

module.exports = { startTestStack };
