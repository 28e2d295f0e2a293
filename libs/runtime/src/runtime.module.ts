import { ProcessName, ServiceName } from '@bizapi/contracts';
import { DynamicModule, Inject, Injectable, Module, OnApplicationShutdown, Provider } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { NatsConnection } from '@nats-io/transport-node';
import type Redis from 'ioredis';
import { CodeSequenceEntity } from './codes/code-sequence.entity';
import { CodeGenerator } from './codes/code-generator';
import { RuntimeEnv, loadEnv } from './config/env';
import { ServiceDatabase, dataSourceOptions } from './database/data-source-options';
import { refuseUnsafeDatabaseLogin } from './database/login-check';
import { HealthController } from './health/health.controller';
import { Readiness } from './health/readiness';
import { ReadinessChecks } from './health/readiness-checks';
import { createLogger, loggingModule } from './logging/logger';
import { DatabaseMetrics } from './metrics/database-metrics';
import { MetricsController } from './metrics/metrics.controller';
import { startProcessMetrics } from './metrics/metrics-registry';
import { connectNats } from './nats/nats-connection';
import { processNatsIdentity } from './nats/nats-credentials';
import { NatsRpcClient } from './nats/rpc-client';
import { OutboxEventEntity } from './outbox/outbox-event.entity';
import { OutboxRelay } from './outbox/outbox-relay';
import { OutboxWriter } from './outbox/outbox-writer';
import { createRedis } from './redis/redis';
import { refuseOldPostgres } from './servers/server-checks';
import { forgetRedisMemory, measureRedisMemory } from './metrics/redis-memory';
import { NATS_CONNECTION, PINO_LOGGER, REDIS_CONNECTION, RUNTIME_ENV } from './tokens';

export interface RuntimeOptions {
  service: ServiceName | ProcessName;
  database: ServiceDatabase;
  /** The service publishes domain events through a transactional outbox. */
  outbox?: boolean;
  /** The service uses Redis (rate limits, queues). */
  redis?: boolean;
  /** The app's loaded configuration, when it extends RuntimeEnv; RuntimeEnv from the environment otherwise. */
  env?: RuntimeEnv;
  /**
   * `/health/*` and `/metrics` among the app's HTTP routes (a service's
   * health port). Off for the gateway, whose routes are public: it serves
   * them on METRICS_PORT (serveInternalPort).
   */
  internalRoutes?: boolean;
}

const DATABASE_LOGIN_CHECKED = Symbol('DATABASE_LOGIN_CHECKED');

/** A domain service's database plus the runtime's own tables (outbox, code counters). */
export function withRuntimeTables(database: ServiceDatabase): ServiceDatabase {
  return { ...database, entities: [...database.entities, OutboxEventEntity, CodeSequenceEntity] };
}

/** Closes the shared connections last, after the app's own shutdown hooks. */
@Injectable()
class ConnectionsCloser implements OnApplicationShutdown {
  constructor(
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(REDIS_CONNECTION) private readonly redis: Redis | null,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.nats.drain().catch(() => undefined);
    if (this.redis) forgetRedisMemory(this.redis);
    await this.redis?.quit().catch(() => undefined);
  }
}

/**
 * Everything a process of this system shares: configuration, logs with
 * secrets redacted, its own schema through TypeORM, one NATS connection and
 * an RPC client on it, health endpoints, and (for domain services) the
 * outbox and the code generator.
 */
@Module({})
export class RuntimeModule {
  static forRoot(options: RuntimeOptions): DynamicModule {
    const env = options.env ?? loadEnv(RuntimeEnv);
    const outbox = options.outbox ?? true;
    const database = outbox ? withRuntimeTables(options.database) : options.database;
    const logger = createLogger(options.service, env.LOG_LEVEL);
    startProcessMetrics(options.service);
    const providers: Provider[] = [
      { provide: RUNTIME_ENV, useValue: env },
      { provide: PINO_LOGGER, useValue: logger },
      {
        provide: NATS_CONNECTION,
        useFactory: () =>
          connectNats({ url: env.NATS_URL, name: options.service, ...processNatsIdentity(env, options.service as ProcessName) }),
      },
      {
        provide: NatsRpcClient,
        useFactory: (nats: NatsConnection) => new NatsRpcClient(nats, env.BIZAPI_NAMESPACE, env.RPC_TIMEOUT_MS, env.RPC_LIVENESS_MS),
        inject: [NATS_CONNECTION],
      },
      {
        provide: REDIS_CONNECTION,
        // Fails a command within 2 s while Redis is away, instead of holding requests.
        useFactory: () => {
          if (!options.redis) return null;
          const redis = createRedis(env.REDIS_URL, { commandTimeout: 2_000, maxRetriesPerRequest: 2 });
          measureRedisMemory(redis);
          return redis;
        },
      },
      ConnectionsCloser,
      ReadinessChecks,
      Readiness,
      // Resolved while the app is built, so a refused login stops the process before NATS delivers anything.
      {
        provide: DATABASE_LOGIN_CHECKED,
        useFactory: async (dataSource: DataSource) => {
          await refuseOldPostgres(dataSource, env.DATABASE_URL);
          await refuseUnsafeDatabaseLogin(dataSource, env.NODE_ENV);
        },
        inject: [DataSource],
      },
      { provide: DatabaseMetrics, useFactory: (dataSource: DataSource) => new DatabaseMetrics(dataSource, outbox), inject: [DataSource] },
      ...(outbox ? [OutboxWriter, OutboxRelay, CodeGenerator] : []),
    ];
    return {
      module: RuntimeModule,
      global: true,
      imports: [
        loggingModule(logger),
        TypeOrmModule.forRoot(
          dataSourceOptions(database, { url: env.databaseUrl(), poolSize: env.DB_POOL_SIZE, applicationName: options.service }),
        ),
        TerminusModule,
      ],
      controllers: (options.internalRoutes ?? true) ? [HealthController, MetricsController] : [],
      providers,
      exports: [
        RUNTIME_ENV,
        PINO_LOGGER,
        NATS_CONNECTION,
        NatsRpcClient,
        REDIS_CONNECTION,
        ReadinessChecks,
        Readiness,
        ...(outbox ? [OutboxWriter, CodeGenerator] : []),
      ],
    };
  }
}
