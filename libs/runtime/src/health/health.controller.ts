import { Controller, Get, Inject, Logger, Optional, ServiceUnavailableException } from '@nestjs/common';
import {
  HealthCheck,
  HealthCheckResult,
  HealthCheckService,
  HealthIndicatorFunction,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import type { NatsConnection } from '@nats-io/transport-node';
import type Redis from 'ioredis';
import { NATS_CONNECTION } from '../tokens';
import { ReadinessChecks } from './readiness-checks';

export const REDIS_CONNECTION = Symbol('REDIS_CONNECTION');

/**
 * `/health/live`: the process answers (Kubernetes restarts it otherwise).
 * `/health/ready`: its database, NATS and (where used) Redis answer, and its
 * background workers (ReadinessChecks: the outbox relay, the webhooks
 * intake) are not failing, so it may take traffic. The answer says which dependency is up or down and
 * nothing more (no hosts, versions or error texts: the gateway's health is on
 * its public port); the reason goes to the log.
 */
@Controller('health')
export class HealthController {
  private readonly logger = new Logger('Health');

  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Optional() @Inject(REDIS_CONNECTION) private readonly redis?: Redis,
    @Optional() private readonly workers?: ReadinessChecks,
  ) {}

  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  @HealthCheck()
  async ready(): Promise<HealthCheckResult> {
    try {
      return statusesOnly(await this.health.check(this.checks()));
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const result = error.getResponse() as HealthCheckResult;
      this.logger.warn({ failing: result.error }, 'not ready');
      throw new ServiceUnavailableException(statusesOnly(result));
    }
  }

  private checks(): HealthIndicatorFunction[] {
    const checks: HealthIndicatorFunction[] = [
      () => this.database.pingCheck('database').withTimeout(1_500),
      () =>
        this.indicators
          .check('nats')
          .attempt(async () => {
            if (this.nats.isClosed()) throw new Error('closed');
            await this.nats.flush();
          })
          .withTimeout(1_500),
    ];
    const redis = this.redis;
    if (redis) {
      checks.push(() =>
        this.indicators
          .check('redis')
          .attempt(async () => {
            await redis.ping();
          })
          .withTimeout(1_500),
      );
    }
    for (const [name, problem] of this.workers?.entries() ?? []) {
      checks.push(() =>
        this.indicators.check(name).attempt(async () => {
          const reason = problem();
          if (reason) throw new Error(reason);
        }),
      );
    }
    return checks;
  }
}

/** The result with each dependency reduced to `{status: 'up' | 'down'}`. */
function statusesOnly(result: HealthCheckResult): HealthCheckResult {
  const strip = (part: HealthCheckResult['info']) =>
    part && Object.fromEntries(Object.entries(part).map(([name, indicator]) => [name, { status: indicator?.status ?? 'down' }]));
  return { status: result.status, info: strip(result.info), error: strip(result.error), details: strip(result.details) ?? {} };
}
