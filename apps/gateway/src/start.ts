import 'reflect-metadata';
import {
  processNatsIdentity,
  ApiValidationPipe,
  NamespacedNatsServer,
  PINO_LOGGER,
  RpcErrorFilter,
  RuntimeEnv,
  closeGracefullyOnSignals,
  dataSourceOptions,
  loadEnv,
  runMigrations,
  Readiness,
  releaseStartupMemory,
  serveInternalPort,
  startTracing,
} from '@bizapi/runtime';
import { NestFactory } from '@nestjs/core';
import { CustomStrategy } from '@nestjs/microservices';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { randomBytes } from 'node:crypto';
import { AppModule } from './app.module';
import { GatewayEnv } from './config/gateway-env';
import { IAM_DATABASE } from './database/iam-database';
import { ApiExceptionFilter } from './modules/http/api-exception.filter';
import { observeRefusalsHeld } from './modules/http/http-metrics';
import { RefusalHold } from './modules/http/refusal-hold';
import { BODY_LIMIT_BYTES, configureHttp, frameworkErrorHandler, httpServerLimits, requestIdFor } from './modules/http/http-setup';

/**
 * The gateway: the public HTTP API on PORT, and identity and access (the
 * `iam` schema) answering the operator CLI and other services over NATS.
 * `node main.js migrate` applies the iam migrations and exits.
 */
async function main(): Promise<void> {
  if (process.argv[2] === 'migrate') {
    // The init container holds only the schema owner's login: the serving settings are not checked here.
    const migration = loadEnv(RuntimeEnv);
    const applied = await runMigrations(
      dataSourceOptions(IAM_DATABASE, { url: migration.migrationDatabaseUrl(), poolSize: 2, applicationName: 'gateway-migrate' }),
      { onWaiting: () => process.stdout.write('gateway: another run holds the migration lock; waiting for it\n') },
    );
    process.stdout.write(`gateway: ${applied.length ? applied.join(', ') : 'schema up to date'}\n`);
    process.exit(0);
  }
  const env = loadEnv(GatewayEnv);
  if (!env.JWT_SECRET) {
    // Production never gets here (GatewayEnv.productionProblems). A development gateway signs with a secret of its own start: tokens do not outlive it.
    env.JWT_SECRET = randomBytes(48).toString('base64url');
  }

  // Before the app is built: the PostgreSQL driver it loads must be the instrumented one.
  startTracing('gateway');
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    ...httpServerLimits(env),
    genReqId: requestIdFor,
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY,
    return503OnClosing: true,
    frameworkErrors: frameworkErrorHandler,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(env), adapter, {
    bufferLogs: true,
    // Body parsing is ours (configureHttp): JSON only, empty allowed, 1 MiB.
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  configureHttp(app.getHttpAdapter().getInstance(), app.get(PINO_LOGGER));
  const refusals = new RefusalHold(env.REFUSAL_HOLD_MS, env.REFUSAL_HOLD_MAX);
  observeRefusalsHeld(refusals);
  app.useGlobalFilters(new ApiExceptionFilter(refusals));

  const iamServer = new NamespacedNatsServer({
    url: env.NATS_URL,
    service: 'iam',
    namespace: env.BIZAPI_NAMESPACE,
    drainTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    // The gateway process's NATS user answers iam's subjects too.
    ...processNatsIdentity(env, 'gateway'),
  });
  const iam = app.connectMicroservice<CustomStrategy>({ strategy: iamServer }, { deferInitialization: true });
  iam.useGlobalPipes(new ApiValidationPipe());
  iam.useGlobalFilters(new RpcErrorFilter());
  closeGracefullyOnSignals(app, async () => undefined, env.SHUTDOWN_TIMEOUT_MS);

  await app.startAllMicroservices();
  await app.listen({ port: env.PORT, host: '0.0.0.0' });
  // Probes and Prometheus on a port of their own: the public port serves the API alone.
  const internal = await serveInternalPort(env.METRICS_PORT, app.get(Readiness));
  app.get(Logger).log(`health and metrics on :${env.METRICS_PORT} (/health/ready, /metrics)`);
  process.once('exit', () => internal.close());
  releaseStartupMemory();
  app.get(Logger).log(`gateway listening on :${env.PORT}/external/v1`);
}

main().catch((error: unknown) => {
  process.stderr.write(`gateway failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
