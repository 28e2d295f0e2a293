import { Injectable } from '@nestjs/common';

/** How long a background worker may fail without a break before its process reads as not ready. */
export const UNHEALTHY_AFTER_MS = 30_000;

/**
 * The process's own background work in `/health/ready`, beside its
 * connections: each worker (the outbox relay, the webhooks intake) registers
 * a function that names its problem, or returns undefined while it works.
 */
@Injectable()
export class ReadinessChecks {
  private readonly checks = new Map<string, () => string | undefined>();

  register(name: string, problem: () => string | undefined): void {
    this.checks.set(name, problem);
  }

  entries(): [string, () => string | undefined][] {
    return [...this.checks];
  }
}

/**
 * A worker's run of failures: `problem()` names it once it has lasted
 * UNHEALTHY_AFTER_MS, or when the worker stopped while it should run.
 */
export class FailureStreak {
  private failingSince?: number;
  private endedUnexpectedly = false;

  constructor(private readonly what: string) {}

  failed(now = Date.now()): void {
    this.failingSince ??= now;
  }

  succeeded(): void {
    this.failingSince = undefined;
  }

  ended(): void {
    this.endedUnexpectedly = true;
  }

  problem(now = Date.now()): string | undefined {
    if (this.endedUnexpectedly) return `${this.what} stopped`;
    if (this.failingSince !== undefined && now - this.failingSince >= UNHEALTHY_AFTER_MS) {
      return `${this.what} has failed for ${Math.round((now - this.failingSince) / 1000)} s`;
    }
    return undefined;
  }
}
