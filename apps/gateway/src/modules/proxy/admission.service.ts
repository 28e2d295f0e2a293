import { ApiError, ErrorCode, Feature } from '@bizapi/contracts';
import { Injectable } from '@nestjs/common';
import { AccessGate, RateLimitState } from '../access/access-gate';
import { AccessClaims } from '../auth/access-token.service';
import { ApiKeysService } from '../iam/api-keys.service';
import { CompaniesService } from '../iam/companies.service';

export interface Admitted {
  rate: RateLimitState;
  features: readonly Feature[];
}

/**
 * Decides whether an authenticated request may go on: its key not revoked,
 * its company within the rate limit, and the company's plan. Redis answers
 * in one round trip; when Redis has forgotten a key or a plan (a restart,
 * an eviction), PostgreSQL decides and Redis learns it again.
 */
@Injectable()
export class AdmissionService {
  constructor(
    private readonly gate: AccessGate,
    private readonly keys: ApiKeysService,
    private readonly companies: CompaniesService,
  ) {}

  async admit(claims: AccessClaims): Promise<Admitted> {
    let admission = await this.gate.admit(claims.cid, claims.akid);
    if (admission.kind === 'unknown') {
      const remainingLifetime = claims.exp - Date.now() / 1000;
      const active =
        (await this.keys.isActive(claims.cid, claims.akid)) &&
        (await this.gate.markKeyActive(claims.cid, claims.akid, remainingLifetime));
      if (!active) throw new ApiError(ErrorCode.TOKEN_INVALID);
      admission = await this.gate.admit(claims.cid, claims.akid);
    }
    if (admission.kind === 'plan-unknown') {
      // The company's own rate limit decides whether this request counts: read it first, then count (the script caches it).
      const plan = (await this.companies.planOf(claims.cid)) ?? { features: [], rateLimitPerMinute: null };
      admission = await this.gate.admit(claims.cid, claims.akid, plan);
    }
    if (admission.kind !== 'admitted') throw new ApiError(ErrorCode.TOKEN_INVALID);
    return { rate: admission.rate, features: admission.features };
  }
}
