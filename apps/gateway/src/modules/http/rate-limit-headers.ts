import type { FastifyReply } from 'fastify';
import { RateLimitState } from '../access/access-gate';

/** ARCHITECTURE.md: `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` (seconds), and `Retry-After` on 429. */
export function applyRateLimitHeaders(reply: FastifyReply, state: RateLimitState): void {
  reply.header('RateLimit-Limit', state.limit);
  reply.header('RateLimit-Remaining', state.remaining);
  reply.header('RateLimit-Reset', state.resetSeconds);
  if (!state.allowed) reply.header('Retry-After', state.retryAfterSeconds);
}
