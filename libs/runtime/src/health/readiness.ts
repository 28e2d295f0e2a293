import { Inject, Injectable, Logger, Optional, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckResult, HealthCheckService, HealthIndicatorFunction, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { NatsConnection } from '@nats-io/transport-node';
import type Redis from 'ioredis';
import { NATS_CONNECTION, REDIS_CONNECTION } from '../tokens';
import { ReadinessChecks } from './readiness-checks';

/** How long one answer is reused: a flood of probes costs at most one ping per dependency per second. */
export const READINESS_CACHE_MS = 1_000;

/** Each dependency answers within this, or reads as down. */
const PING_TIMEOUT_MS = 1_500;

export interface ReadinessAnswer {
  ready: boolean;
  /** Which dependency is up or down, nothing more (no hosts, versions or error texts). */
  body: HealthCheckResult;
}

/**
 * Whether the process may take traffic: its database, NATS and (where used)
 * Redis answer, and its background workers (ReadinessChecks: the outbox
 * relay, the webhooks intake) are not failing. One check runs at a time and
 * its answer is reused for READINESS_CACHE_MS after it ends; the reason for
 * a "not ready" goes to the log.
 */
@Injectable()
export class Readiness {
  private readonly logger = new Logger('Health');
  private last?: { answer: Promise<ReadinessAnswer>; endedAt?: number };

  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Optional() @Inject(REDIS_CONNECTION) private readonly redis?: Redis | null,
    @Optional() private readonly workers?: ReadinessChecks,
  ) {}

  check(now = Date.now()): Promise<ReadinessAnswer> {
    const last = this.last;
    if (last && (last.endedAt === undefined || now - last.endedAt < READINESS_CACHE_MS)) return last.answer;
    const entry: { answer: Promise<ReadinessAnswer>; endedAt?: number } = { answer: this.evaluate() };
    entry.answer.finally(() => (entry.endedAt = Date.now())).catch(() => undefined);
    this.last = entry;
    return entry.answer;
  }

  private async evaluate(): Promise<ReadinessAnswer> {
    try {
      return { ready: true, body: statusesOnly(await this.health.check(this.checks())) };
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const result = error.getResponse() as HealthCheckResult;
      this.logger.warn({ failing: result.error }, 'not ready');
      return { ready: false, body: statusesOnly(result) };
    }
  }

  private checks(): HealthIndicatorFunction[] {
    const checks: HealthIndicatorFunction[] = [
      () => this.database.pingCheck('database').withTimeout(PING_TIMEOUT_MS),
      () =>
        this.indicators
          .check('nats')
          .attempt(async () => {
            if (this.nats.isClosed()) throw new Error('closed');
            await this.nats.flush();
          })
          .withTimeout(PING_TIMEOUT_MS),
    ];
    const redis = this.redis;
    if (redis) {
      checks.push(() =>
        this.indicators
          .check('redis')
          .attempt(async () => {
            await redis.ping();
          })
          .withTimeout(PING_TIMEOUT_MS),
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
