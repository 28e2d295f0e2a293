import { ApiError, ErrorCode, RouteDefinition } from '@bizapi/contracts';
import { RUNTIME_ENV } from '@bizapi/runtime';
import { Inject, Injectable } from '@nestjs/common';
import { GatewayEnv } from '../../config/gateway-env';
import { AccessGate } from '../access/access-gate';
import { recordInFlight, recordRateLimited } from '../http/http-metrics';

/** Seconds a company refused for having too much in flight is told to wait: one of its requests is likely done by then. */
const RETRY_AFTER_SECONDS = 1;

/** A company's requests being answered by this replica now, and how many of them are reports. */
interface InFlight {
  requests: number;
  reports: number;
}

/** One admitted request's place among its company's requests in flight; released once, however often called. */
export interface InFlightSlot {
  release(): void;
}

/**
 * How many requests each company has in flight at this gateway replica
 * (a concurrency limit, as Stripe's "concurrent requests limiter"): at most
 * IN_FLIGHT_PER_COMPANY, of which at most REPORTS_IN_FLIGHT_PER_COMPANY
 * accounting reports (the routes marked `expensive`). The rate limit bounds
 * requests per minute; this bounds how much of the shared CPU and memory one
 * company holds at once, whatever its rate limit was raised to. Counted in
 * this process's memory, so the cap across the fleet is replicas × limit
 * (docs/decisions.md, "Requests in flight per company").
 */
@Injectable()
export class InFlightLimit {
  private readonly companies = new Map<string, InFlight>();
  private readonly maxRequests: number;
  private readonly maxReports: number;

  constructor(
    @Inject(RUNTIME_ENV) env: GatewayEnv,
    private readonly access: AccessGate,
  ) {
    this.maxRequests = env.IN_FLIGHT_PER_COMPANY;
    this.maxReports = env.REPORTS_IN_FLIGHT_PER_COMPANY;
  }

  /** A slot for one request of the company, or 429 RATE_LIMIT_EXCEEDED (with Retry-After) when it has its limit in flight. */
  acquire(companyId: string, route: Pick<RouteDefinition, 'expensive'>): InFlightSlot {
    const report = route.expensive === true;
    const current = this.companies.get(companyId) ?? { requests: 0, reports: 0 };
    const refused = current.requests >= this.maxRequests ? 'in-flight' : report && current.reports >= this.maxReports ? 'reports-in-flight' : null;
    if (refused) {
      recordRateLimited(refused);
      this.access.countRefused(companyId);
      throw new ApiError(ErrorCode.RATE_LIMIT_EXCEEDED, undefined, `${refused} limit reached`).withRetryAfter(RETRY_AFTER_SECONDS);
    }
    current.requests += 1;
    if (report) current.reports += 1;
    this.companies.set(companyId, current);
    recordInFlight(report, 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        current.requests -= 1;
        if (report) current.reports -= 1;
        recordInFlight(report, -1);
        // Only companies with something in flight take memory.
        if (current.requests === 0) this.companies.delete(companyId);
      },
    };
  }
}
