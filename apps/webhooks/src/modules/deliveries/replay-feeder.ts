import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { WebhooksEnv } from '../../config/webhooks-env';
import { WEBHOOKS_ENV } from '../../config/webhooks-env.provider';
import { DeliveryQueue, QueuedDelivery } from './delivery-queue';
import { FairShare } from './fair-share';
import { RetryPolicy } from './retry-policy';

/** A company's first attempts kept waiting in the queue while a replay of it is fed in: a live event waits behind at most these. */
export const REPLAY_BATCH = 100;
/** How often every replica tops up the replays of every company. */
const FEED_INTERVAL_MS = 250;

/**
 * Feeds replayed deliveries to the queue gradually. A replay records all its
 * deliveries at once, pending with no `next_attempt_at` (not yet queued);
 * this queues them in event order, a company at a time, only while the
 * company has fewer than REPLAY_BATCH first attempts waiting, so its own
 * live events line up behind at most that many replayed ones, and Redis
 * holds a bounded share of a replay, never 10,000 jobs from one request.
 * Other companies keep their place through fair share (fair-share.ts), and
 * a replay is paced: each replica feeds a company at most
 * WEBHOOK_REPLAY_DELIVERIES_PER_SECOND a second (a one-second window per
 * company, in memory), a round's share of it each round, so a storm of
 * replays cannot take the workers' CPU from live events, its own or other
 * companies'. Its deliveries go to the replay queue, whose few workers
 * never take a live worker (delivery-queue.ts).
 * Replicas feed side by side (rows are claimed with SKIP LOCKED), so a
 * company may have up to one batch per replica waiting. A delivery claimed
 * but not queued (a crash in between) is overdue soon after and the sweeper
 * queues it.
 */
@Injectable()
export class ReplayFeeder implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ReplayFeeder');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  /** Replayed deliveries fed per company in the current second. */
  private readonly pace: RateLimiterMemory;
  /** A round's share of the second's pace: the second's deliveries spread over its rounds, not queued in one burst. */
  private readonly perRound: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: DeliveryQueue,
    private readonly fairShare: FairShare,
    private readonly policy: RetryPolicy,
    @Inject(WEBHOOKS_ENV) env: WebhooksEnv,
  ) {
    this.pace = new RateLimiterMemory({ points: env.WEBHOOK_REPLAY_DELIVERIES_PER_SECOND, duration: 1 });
    this.perRound = Math.ceil((env.WEBHOOK_REPLAY_DELIVERIES_PER_SECOND * FEED_INTERVAL_MS) / 1_000);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running ??= this.feedAll()
        .catch((error) => this.logger.warn(`feeding replays failed: ${String(error)}`))
        .finally(() => (this.running = undefined));
    }, FEED_INTERVAL_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  async feedAll(): Promise<void> {
    // One index probe per company with a replay running (a loose index scan), not a read of every waiting delivery.
    const companies: { company_id: string }[] = await this.dataSource.query(
      `WITH RECURSIVE replaying AS (
         (SELECT company_id FROM deliveries WHERE status = 'PENDING' AND next_attempt_at IS NULL ORDER BY company_id LIMIT 1)
         UNION ALL
         SELECT (SELECT d.company_id FROM deliveries d
                  WHERE d.status = 'PENDING' AND d.next_attempt_at IS NULL AND d.company_id > replaying.company_id
                  ORDER BY d.company_id LIMIT 1)
           FROM replaying WHERE replaying.company_id IS NOT NULL
       )
       SELECT company_id FROM replaying WHERE company_id IS NOT NULL`,
    );
    for (const { company_id: companyId } of companies) await this.feed(companyId);
  }

  /**
   * Queues the company's next replayed deliveries, as many as its waiting
   * line has room for. One of a subscription deactivated since is settled
   * instead (CANCELLED), as a queued one would be when its turn came.
   */
  async feed(companyId: string): Promise<void> {
    const paced = (await this.pace.get(companyId))?.remainingPoints ?? this.pace.points;
    if (paced <= 0) return;
    const room = Math.min(paced, this.perRound, REPLAY_BATCH - (await this.fairShare.waitingCount(companyId)));
    if (room <= 0) return;
    const [claimed]: [(QueuedDelivery & { createdAt: Date; isActive: boolean })[], number] = await this.dataSource.query(
      `WITH turn AS (
         SELECT id FROM deliveries
          WHERE company_id = $1 AND status = 'PENDING' AND next_attempt_at IS NULL
          ORDER BY created_at, id LIMIT $2 FOR UPDATE SKIP LOCKED
       )
       UPDATE deliveries d
          SET next_attempt_at = CASE WHEN s.is_active THEN now() END,
              status = CASE WHEN s.is_active THEN 'PENDING' ELSE 'CANCELLED' END
         FROM turn, subscriptions s
        WHERE d.id = turn.id AND s.id = d.subscription_id
        RETURNING d.id, d.subscription_id AS "subscriptionId", d.created_at AS "createdAt", s.is_active AS "isActive"`,
      [companyId, room],
    );
    if (claimed.length) await this.pace.penalty(companyId, claimed.length);
    // RETURNING gives no order: the queue takes them in event order.
    const due = claimed
      .filter((delivery) => delivery.isActive)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    await this.queue.enqueue(
      due.map(({ id, subscriptionId }) => ({ id, subscriptionId, companyId })),
      this.policy.initialDelayMs,
      'replay',
    );
  }
}
