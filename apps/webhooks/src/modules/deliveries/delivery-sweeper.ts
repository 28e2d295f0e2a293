import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { WebhooksEnv } from '../../config/webhooks-env';
import { WEBHOOKS_ENV } from '../../config/webhooks-env.provider';
import { DeliveryQueue, QueuedDelivery } from './delivery-queue';

const BATCH = 1_000;

/**
 * PostgreSQL, not Redis, is the record of what must still be delivered.
 * Every WEBHOOK_SWEEP_INTERVAL_MS this finds pending deliveries that are
 * overdue by more than a stalled-job interval and gives any of them whose
 * job is gone (Redis restarted without persistence, a job failed for
 * reasons of its own) a new one, so a scheduled retry is never lost.
 * It also drops received events past their retention.
 */
@Injectable()
export class DeliverySweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('DeliverySweeper');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: DeliveryQueue,
    @Inject(WEBHOOKS_ENV) private readonly env: WebhooksEnv,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running ??= this.sweep()
        .catch((error) => this.logger.warn(`sweep failed: ${String(error)}`))
        .finally(() => (this.running = undefined));
    }, this.env.WEBHOOK_SWEEP_INTERVAL_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  async sweep(): Promise<void> {
    const graceMs = Math.max(5_000, 2 * this.env.WEBHOOK_STALLED_INTERVAL_MS);
    const overdue: QueuedDelivery[] = await this.dataSource.query(
      `SELECT id, subscription_id AS "subscriptionId", company_id AS "companyId" FROM deliveries
        WHERE status = 'PENDING' AND next_attempt_at < now() - make_interval(secs => $1)
        ORDER BY next_attempt_at LIMIT $2`,
      [graceMs / 1000, BATCH],
    );
    let recreated = 0;
    for (const delivery of overdue) if (await this.queue.ensureJob(delivery, 0)) recreated++;
    if (recreated) this.logger.warn(`re-queued ${recreated} pending deliveries whose jobs were gone`);
    await this.dataSource.query(`DELETE FROM received_events WHERE received_at < now() - make_interval(days => $1)`, [
      this.env.WEBHOOK_EVENT_RETENTION_DAYS,
    ]);
  }
}
