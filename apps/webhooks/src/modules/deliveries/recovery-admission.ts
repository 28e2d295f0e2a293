import { ApiError, ErrorCode } from '@bizapi/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { WebhooksEnv } from '../../config/webhooks-env';
import { WEBHOOKS_ENV } from '../../config/webhooks-env.provider';

/** What a client refused for its pending deliveries is told to wait: about the time a backlog of retries takes to move. */
export const PENDING_RETRY_AFTER_SECONDS = 60;

/**
 * Whether a company may add deliveries of its own asking (a resend, a
 * replay) to what it has pending: one replay at a time per subscription, and
 * at most WEBHOOK_MAX_PENDING_PER_COMPANY pending in all. Live events are
 * never asked: what the company's integration depends on is not dropped.
 */
@Injectable()
export class RecoveryAdmission {
  constructor(@Inject(WEBHOOKS_ENV) private readonly env: WebhooksEnv) {}

  /**
   * Run in the transaction that inserts the deliveries: a company's resends
   * and replays take turns (a transaction lock), so concurrent ones cannot
   * pass either rule together.
   * @throws REPLAY_IN_PROGRESS when `replaying` and the subscription's previous replay still has deliveries waiting to be queued.
   * @throws PENDING_DELIVERIES_LIMIT_REACHED (429, Retry-After) when `count` more would take the company past its cap.
   */
  async admit(manager: EntityManager, companyId: string, subscriptionId: string, count: number, replaying: boolean): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`webhooks.recovery.${companyId}`]);
    if (replaying) {
      const [running] = (await manager.query(
        `SELECT count(*)::int AS waiting FROM deliveries
          WHERE company_id = $1 AND subscription_id = $2 AND status = 'PENDING' AND next_attempt_at IS NULL`,
        [companyId, subscriptionId],
      )) as { waiting: number }[];
      if (running.waiting > 0) {
        throw new ApiError(ErrorCode.REPLAY_IN_PROGRESS, [
          { field: 'id', message: `a replay of this subscription is still running (${running.waiting} deliveries not yet queued); wait for it to finish` },
        ]);
      }
    }
    const cap = this.env.WEBHOOK_MAX_PENDING_PER_COMPANY;
    // Counted no further than the cap: a company far past it (live events) costs no more to refuse.
    const [{ pending }] = (await manager.query(
      `SELECT count(*)::int AS pending FROM (SELECT 1 FROM deliveries WHERE company_id = $1 AND status = 'PENDING' LIMIT $2) AS p`,
      [companyId, cap + 1],
    )) as { pending: number }[];
    if (pending + count > cap) {
      throw new ApiError(
        ErrorCode.PENDING_DELIVERIES_LIMIT_REACHED,
        undefined,
        `${pending >= cap ? `at least ${cap}` : pending} deliveries pending, ${count} more would pass the cap of ${cap}`,
      ).withRetryAfter(PENDING_RETRY_AFTER_SECONDS);
    }
  }
}
