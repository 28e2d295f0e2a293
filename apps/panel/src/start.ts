import 'reflect-metadata';
import {
  ApiValidationPipe,
  NamespacedNatsServer,
  Readiness,
  RpcErrorFilter,
  RuntimeEnv,
  closeGracefullyOnSignals,
  dataSourceOptions,
  loadEnv,
  processNatsIdentity,
  releaseStartupMemory,
  runMigrations,
  serveInternalPort,
  startTracing,
} from '@bizapi/runtime';
import { NestFactory } from '@nestjs/core';
import { CustomStrategy } from '@nestjs/microservices';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { PanelEnv } from './config/panel-env';
import { PANEL_DATABASE } from './database/panel-database';
import { acceptPanelForms, servePanelRoot } from './modules/web/form-body';
import { PanelExceptionFilter } from './modules/web/panel-exception.filter';

/**
 * The company panel: its pages on PORT (the Ingress, or `npm start`'s edge,
 * routes `/panel` of the API's origin here), `panel:invite` answered over
 * NATS, probes and metrics on METRICS_PORT. `node main.js migrate` applies
 * the panel schema's migrations and exits.
 */
async function main(): Promise<void> {
  if (process.argv[2] === 'migrate') {
    // The init container holds only the schema owner's login: the serving settings are not checked here.
    const migration = loadEnv(RuntimeEnv);
    const applied = await runMigrations(
      dataSourceOptions(PANEL_DATABASE, { url: migration.migrationDatabaseUrl(), poolSize: 2, applicationName: 'panel-migrate' }),
      { onWaiting: () => process.stdout.write('panel: another run holds the migration lock; waiting for it\n') },
    );
    process.stdout.write(`panel: ${applied.length ? applied.join(', ') : 'schema up to date'}\n`);
    process.exit(0);
  }
  const env = loadEnv(PanelEnv);

  // Before the app is built: the PostgreSQL driver it loads must be the instrumented one.
  startTracing('panel');
  const adapter = new FastifyAdapter({
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY,
    return503OnClosing: true,
  });
  // Forms are the only bodies the panel takes (acceptPanelForms).
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(env), adapter, { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(Logger));
  const fastify = app.getHttpAdapter().getInstance();
  fastify.removeAllContentTypeParsers();
  acceptPanelForms(fastify);
  servePanelRoot(fastify);
  // Unknown paths too answer as pages, not JSON.
  app.useGlobalFilters(new PanelExceptionFilter());

  const operatorServer = new NamespacedNatsServer({
    url: env.NATS_URL,
    service: 'panel',
    namespace: env.BIZAPI_NAMESPACE,
    drainTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    ...processNatsIdentity(env, 'panel'),
  });
  const operator = app.connectMicroservice<CustomStrategy>({ strategy: operatorServer }, { deferInitialization: true });
  operator.useGlobalPipes(new ApiValidationPipe());
  operator.useGlobalFilters(new RpcErrorFilter());
  closeGracefullyOnSignals(app, async () => undefined, env.SHUTDOWN_TIMEOUT_MS);

  await app.startAllMicroservices();
  await app.listen({ port: env.PORT, host: '0.0.0.0' });
  // Probes and Prometheus on a port of their own: the pages' port serves the panel alone.
  const internal = await serveInternalPort(env.METRICS_PORT, app.get(Readiness));
  process.once('exit', () => internal.close());
  releaseStartupMemory();
  app.get(Logger).log(`panel listening on :${env.PORT}/panel/ (health and metrics on :${env.METRICS_PORT})`);
}

main().catch((error: unknown) => {
  process.stderr.write(`panel failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
