import { ProcessName, ServiceName } from '@bizapi/contracts';
import { INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CustomStrategy } from '@nestjs/microservices';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { RuntimeEnv, loadEnv } from '../config/env';
import { ServiceDatabase, dataSourceOptions } from '../database/data-source-options';
import { runMigrations } from '../database/migrate';
import { NamespacedNatsServer } from '../nats/namespaced-nats-server';
import { processNatsIdentity } from '../nats/nats-credentials';
import { ApiValidationPipe } from '../rpc/api-validation.pipe';
import { RpcErrorFilter } from '../rpc/rpc-error.filter';
import { limitHeapGrowth } from '../memory/heap-growth';
import { releaseStartupMemory } from '../memory/release-startup-memory';
import { startTracing, stopTracing } from '../tracing/tracing';

export interface ServiceSpec {
  service: ServiceName;
  appModule: Type<unknown>;
  database: ServiceDatabase;
}

/**
 * The `main` of a domain service.
 *
 * `node main.js migrate` applies the service's migrations as the schema's
 * owner (MIGRATION_DATABASE_URL) under the schema's migration lock and exits
 * (run by `npm start`, by the Kubernetes init container or Job). Without arguments it
 * serves: health endpoints on HEALTH_PORT, requests on NATS in the service's
 * queue group. SIGTERM/SIGINT stop intake first, let in-flight requests
 * finish, then close the outbox relay, the database pool and NATS, and send
 * the last spans. Tracing starts here when an OTLP endpoint is configured.
 */
export async function runService(spec: ServiceSpec): Promise<void> {
  const env = loadEnv(RuntimeEnv);
  if (process.argv[2] === 'migrate') {
    const applied = await runMigrations(
      dataSourceOptions(spec.database, { url: env.migrationDatabaseUrl(), poolSize: 2, applicationName: `${spec.service}-migrate` }),
      { onWaiting: () => process.stdout.write(`${spec.service}: another run holds the migration lock; waiting for it\n`) },
    );
    process.stdout.write(`${spec.service}: ${applied.length ? applied.join(', ') : 'schema up to date'}\n`);
    // Nothing else should run: a module may have opened a connection at import.
    process.exit(0);
  }

  limitHeapGrowth(spec.service);
  // Before the app is built: the PostgreSQL driver it loads must be the instrumented one.
  startTracing(spec.service);
  const app = await NestFactory.create<NestFastifyApplication>(spec.appModule, new FastifyAdapter(), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  const server = new NamespacedNatsServer({
    url: env.NATS_URL,
    service: spec.service,
    namespace: env.BIZAPI_NAMESPACE,
    drainTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    ...processNatsIdentity(env, spec.service as ProcessName),
  });
  const microservice = app.connectMicroservice<CustomStrategy>({ strategy: server }, { deferInitialization: true });
  microservice.useGlobalPipes(new ApiValidationPipe());
  microservice.useGlobalFilters(new RpcErrorFilter());
  closeGracefullyOnSignals(app, () => server.close(), env.SHUTDOWN_TIMEOUT_MS);

  // NATS first: the health port (readiness) opens only once requests can reach this replica.
  await app.startAllMicroservices();
  await app.listen({ port: env.HEALTH_PORT, host: '0.0.0.0' });
  releaseStartupMemory();
  app.get(Logger).log(`${spec.service} ready (health on :${env.HEALTH_PORT})`);
}

/**
 * On SIGTERM or SIGINT: `stopIntake` (no new work, in-flight work answered),
 * then the app's own shutdown hooks; exits non-zero if that takes longer than
 * `timeoutMs` past the intake drain.
 */
export function closeGracefullyOnSignals(app: INestApplication, stopIntake: () => Promise<void>, timeoutMs: number): void {
  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.get(Logger).log(`${signal}: shutting down`);
    await stopIntake().catch(() => undefined);
    setTimeout(() => process.exit(1), timeoutMs).unref();
    await app.close();
    await stopTracing();
    process.exit(0);
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
}
