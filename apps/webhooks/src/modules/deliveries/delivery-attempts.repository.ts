import { newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AttemptResponse } from '../network/delivery-http-client';
import { SubscriptionEntity } from '../subscriptions/subscription.entity';
import { AttemptOutcome } from './retry-policy';

/** Everything one attempt needs, read in one query. */
export interface AttemptContext {
  deliveryId: string;
  companyId: string;
  status: string;
  attemptCount: number;
  eventId: string;
  body: string;
  subscription: Pick<
    SubscriptionEntity,
    'id' | 'url' | 'isActive' | 'secretSealed' | 'previousSecretSealed' | 'previousSecretExpiresAt'
  >;
}

const EXCERPT_LIMIT = 1024;

/** The attempt side of the delivery log: what a worker reads and writes. */
@Injectable()
export class DeliveryAttemptsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async load(deliveryId: string): Promise<AttemptContext | null> {
    const [row] = await this.dataSource.query(
      `SELECT d.id, d.company_id, d.status, d.attempt_count, d.event_id, e.body,
              s.id AS subscription_id, s.url, s.is_active, s.secret_sealed, s.previous_secret_sealed, s.previous_secret_expires_at
         FROM deliveries d
         JOIN received_events e ON e.id = d.event_id
         JOIN subscriptions s ON s.id = d.subscription_id
        WHERE d.id = $1`,
      [deliveryId],
    );
    if (!row) return null;
    return {
      deliveryId: row.id,
      companyId: row.company_id,
      status: row.status,
      attemptCount: row.attempt_count,
      eventId: row.event_id,
      body: row.body,
      subscription: {
        id: row.subscription_id,
        url: row.url,
        isActive: row.is_active,
        secretSealed: row.secret_sealed,
        previousSecretSealed: row.previous_secret_sealed,
        previousSecretExpiresAt: row.previous_secret_expires_at,
      },
    };
  }

  /** A pending delivery of a subscription that is no longer active will not be attempted. */
  async cancel(deliveryId: string): Promise<void> {
    await this.dataSource.query(`UPDATE deliveries SET status = 'CANCELLED', next_attempt_at = NULL WHERE id = $1 AND status = 'PENDING'`, [
      deliveryId,
    ]);
  }

  /**
   * Writes one attempt and its consequences in one transaction: the attempt
   * row, the delivery's new state, and the subscription's count of failed
   * events (reset by a success; at `disableAfter` the subscription is
   * deactivated; a 410 deactivates it at once).
   */
  async record(
    context: AttemptContext,
    attempt: { number: number; startedAt: Date; response: AttemptResponse; outcome: AttemptOutcome },
    disableAfter: number,
  ): Promise<void> {
    const { outcome, response } = attempt;
    const status = { delivered: 'DELIVERED', gone: 'FAILED', failed: 'FAILED', retry: 'PENDING' }[outcome.kind];
    const nextAttemptAt = outcome.kind === 'retry' ? new Date(Date.now() + outcome.delayMs) : null;
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO delivery_attempts (id, company_id, delivery_id, attempt_number, attempted_at, duration_ms, status_code, error, response_excerpt, succeeded)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          newId(),
          context.companyId,
          context.deliveryId,
          attempt.number,
          attempt.startedAt,
          response.durationMs,
          response.statusCode ?? null,
          response.error ?? null,
          response.excerpt?.slice(0, EXCERPT_LIMIT) ?? null,
          outcome.kind === 'delivered',
        ],
      );
      await manager.query(
        `UPDATE deliveries SET status = $2, attempt_count = $3, next_attempt_at = $4,
                delivered_at = CASE WHEN $2 = 'DELIVERED' THEN now() ELSE delivered_at END
          WHERE id = $1`,
        [context.deliveryId, status, attempt.number, nextAttemptAt],
      );
      if (outcome.kind === 'delivered') {
        await manager.query(`UPDATE subscriptions SET consecutive_failures = 0 WHERE id = $1 AND consecutive_failures <> 0`, [
          context.subscription.id,
        ]);
      } else if (outcome.kind === 'gone') {
        await manager.query(
          `UPDATE subscriptions SET is_active = false, deactivation_reason = 'GONE', updated_at = now() WHERE id = $1 AND is_active`,
          [context.subscription.id],
        );
      } else if (outcome.kind === 'failed') {
        await manager.query(
          `UPDATE subscriptions
              SET consecutive_failures = consecutive_failures + 1,
                  is_active = CASE WHEN consecutive_failures + 1 >= $2 THEN false ELSE is_active END,
                  deactivation_reason = CASE WHEN consecutive_failures + 1 >= $2 AND is_active THEN 'CONSECUTIVE_FAILURES' ELSE deactivation_reason END,
                  updated_at = now()
            WHERE id = $1`,
          [context.subscription.id, disableAfter],
        );
      }
    });
  }
}
