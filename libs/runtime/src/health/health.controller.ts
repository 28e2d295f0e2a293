import { Controller, Get, Inject, Optional } from '@nestjs/common';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorFunction,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import type { NatsConnection } from '@nats-io/transport-node';
import type Redis from 'ioredis';
import { NATS_CONNECTION } from '../tokens';

export const REDIS_CONNECTION = Symbol('REDIS_CONNECTION');

/**
 * `/health/live`: the process answers (Kubernetes restarts it otherwise).
 * `/health/ready`: its database, NATS and (where used) Redis answer, so it
 * may take traffic.
 */
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Optional() @Inject(REDIS_CONNECTION) private readonly redis?: Redis,
  ) {}

  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  @HealthCheck()
  ready() {
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
    return this.health.check(checks);
  }
}
