import type { FastifyReply } from 'fastify';
import { RateLimitState } from '../access/access-gate';
import { recordRateLimited } from './http-metrics';

/** The window every company's limit counts over, in seconds. */
const WINDOW_SECONDS = 60;

/**
 * docs/design/architecture-contract.md: `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset`
 * (seconds), and alongside them the IETF draft's structured fields
 * (draft-ietf-httpapi-ratelimit-headers: `RateLimit-Policy: "company";q=100;w=60`,
 * `RateLimit: "company";r=42;t=17`; `"api-key"` for the per-key limit of /auth); `Retry-After` on 429.
 */
export function applyRateLimitHeaders(reply: Pick<FastifyReply, 'header'>, state: RateLimitState, policy: 'company' | 'api-key' = 'company'): void {
  reply.header('RateLimit-Limit', state.limit);
  reply.header('RateLimit-Remaining', state.remaining);
  reply.header('RateLimit-Reset', state.resetSeconds);
  reply.header('RateLimit-Policy', `"${policy}";q=${state.limit};w=${WINDOW_SECONDS}`);
  reply.header('RateLimit', `"${policy}";r=${state.remaining};t=${state.resetSeconds}`);
  if (!state.allowed) {
    reply.header('Retry-After', Math.min(state.retryAfterSeconds, WINDOW_SECONDS));
    recordRateLimited(policy);
  }
}
