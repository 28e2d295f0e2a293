#!/usr/bin/env node
// `npm start`: build if needed, make sure Postgres, NATS and Redis are there,
// create the database and each process's logins, run every service's
// migrations as its schema's owner, start the gateway, the panel and every
// service with its own logins, serve the API's origin on PORT (the edge:
// /panel to the panel, the rest to the gateway, as the Ingress does), and
// stop them all on Ctrl-C or SIGTERM.
import { secureLocalServers } from './secure-local.mjs';
import { onPath, APPS, build, developmentSecrets, developmentSettings, ensureDatabase, ensureInfrastructure, freePorts, migrate, migrationsApplied, servesHttp, startApp, startEdge, stopProcess, waitReady } from '@bizapi/launcher';

const log = (message) => console.error(`[start] ${message}`);

async function main() {
  build(log);
  // Without a NATS_URL of the operator's, NATS is our own, with a user per process (when nats-server is on PATH).
  const ownNats = !process.env.NATS_URL && Boolean(onPath('nats-server'));
  if (!process.env.NATS_URL && !ownNats) log('nats-server is not on PATH: using the NATS on 127.0.0.1:4222 without per-process users');
  const infrastructure = await ensureInfrastructure({ log, nats: !ownNats });
  const env = { ...process.env, ...infrastructure.urls };
  await ensureDatabase(env.DATABASE_URL);
  const secured = await secureLocalServers(env, log);
  if (env.NODE_ENV !== 'production') Object.assign(env, developmentSecrets(env));
  Object.assign(env, developmentSettings(env));

  const port = Number(env.PORT ?? 3000);
  // The gateway and the panel listen on ports of their own; people use PORT, the edge's.
  const [gatewayPort, panelPort] = await freePorts(2);
  const ownPort = { gateway: gatewayPort, panel: panelPort };
  // Invite links point at the edge, where the browser reaches the panel.
  env.PANEL_PUBLIC_URL ||= `http://localhost:${port}`;
  const children = new Map();
  let edge;
  let stopping = false;
  const stopAll = async (code) => {
    if (stopping) return;
    stopping = true;
    log('stopping');
    await edge?.close();
    await Promise.all([...children.values()].map((child) => stopProcess(child)));
    await secured.stop();
    await infrastructure.stop();
    process.exit(code);
  };
  process.once('SIGINT', () => stopAll(0));
  process.once('SIGTERM', () => stopAll(0));

  // A schema that already has every migration of the build needs no `migrate` process (a restart's usual case).
  const migrationUrl = (app) => {
    const own = { ...env, ...secured.migrationEnv(app.name) };
    return own.MIGRATION_DATABASE_URL || own.DATABASE_URL;
  };
  const upToDate = await Promise.all(APPS.map((app) => migrationsApplied(app, migrationUrl(app))));
  const toMigrate = APPS.filter((_app, index) => !upToDate[index]);
  // Each app starts as soon as its own migrations are done (each its own schema and lock), not after everyone's.
  if (toMigrate.length === APPS.length) log('running migrations and starting');
  else if (toMigrate.length) log(`running the migrations of ${toMigrate.map((app) => app.name).join(', ')} (the other schemas are up to date) and starting`);
  else log('every schema is up to date; starting');
  const launch = async (app) => {
    if (toMigrate.includes(app)) await migrate(env, [app], secured.migrationEnv);
    if (stopping) return;
    const child = startApp(app, { ...env, ...secured.appEnv(app.name) }, { port: ownPort[app.name] ?? port, healthPort: app.healthPort ?? port, metricsPort: app.metricsPort });
    child.once('exit', (code, signal) => {
      if (!stopping) {
        log(`${app.name} exited (${signal ?? code}); stopping everything`);
        void stopAll(1);
      }
    });
    children.set(app.name, child);
  };
  const launched = await Promise.allSettled(APPS.map(launch));
  const failed = launched.filter((result) => result.status === 'rejected');
  if (failed.length) {
    for (const { reason } of failed) log(reason.message);
    await stopAll(1);
  }
  // The gateway's and the panel's probes are on their internal ports, beside their metrics.
  const metricsPort = env.METRICS_PORT ?? '9464';
  const probePort = (app) => (servesHttp(app) ? (app.metricsPort ?? metricsPort) : app.healthPort);
  await waitReady(APPS.map((app) => `http://127.0.0.1:${probePort(app)}/health/ready`));
  edge = await startEdge({ port, gatewayUrl: `http://127.0.0.1:${gatewayPort}`, panelUrl: `http://127.0.0.1:${panelPort}` });
  log(`ready: http://localhost:${port}/external/v1 and the company panel http://localhost:${port}/panel/  (create credentials with: npm run -s admin -- demo)`);
  log(
    `metrics (Prometheus): gateway http://localhost:${metricsPort}/metrics; ` +
      APPS.filter((app) => !app.public)
        .map((app) => `${app.name} http://localhost:${probePort(app)}/metrics`)
        .join(', '),
  );
  const traces = tracesEndpoint(env);
  log(
    traces
      ? `traces (OTLP/HTTP JSON): ${traces}, service.name ${env.OTEL_SERVICE_NAME || 'per app (gateway, people-crm, …)'}`
      : 'traces: off (set OTEL_EXPORTER_OTLP_ENDPOINT to send them to a collector; docs/operations/observe.md, Traces)',
  );
}

/** Where the processes send spans (libs/runtime/src/tracing/tracing.ts reads the same variables), or undefined when off. */
function tracesEndpoint(env) {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return undefined;
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (traces) return traces;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  return base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined;
}

main().catch((error) => {
  console.error(`[start] ${error.message}`);
  process.exit(1);
});
