import { newId, preparedQuery } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import DataLoader from 'dataloader';
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
  /** When the schedule allows the next attempt. */
  nextAttemptAt: Date | null;
  eventId: string;
  body: string;
  subscription: Pick<
    SubscriptionEntity,
    'id' | 'url' | 'isActive' | 'secretSealed' | 'previousSecretSealed' | 'previousSecretExpiresAt' | 'consecutiveFailures'
  >;
}

export interface AttemptRecord {
  context: AttemptContext;
  number: number;
  startedAt: Date;
  response: AttemptResponse;
  outcome: AttemptOutcome;
}

const EXCERPT_LIMIT = 1024;

/**
 * What a receiver answered, made storable: PostgreSQL text cannot hold NUL,
 * and one receiver's NUL must never fail the batched write of other
 * companies' attempts. (Invalid UTF-8 was already replaced when decoded.)
 */
export function storableText(text: string | undefined): string | null {
  return text === undefined ? null : text.replaceAll('\u0000', '\uFFFD');
}
/** How long concurrent workers' statements are gathered into one. */
const BATCH_WINDOW_MS = 2;
const batchOptions = { cache: false, maxBatchSize: 200, batchScheduleFn: (run: () => void) => setTimeout(run, BATCH_WINDOW_MS) };

interface AttemptRow {
  id: string;
  company_id: string;
  status: string;
  attempt_count: number;
  next_attempt_at: Date | null;
  event_id: string;
  body: string;
  subscription_id: string;
  url: string;
  is_active: boolean;
  secret_sealed: string;
  previous_secret_sealed: string | null;
  previous_secret_expires_at: Date | null;
  consecutive_failures: number;
}

/**
 * The attempt side of the delivery log: what a worker reads and writes.
 * Concurrent workers' reads, and their writes of attempts, are gathered for
 * 2 ms into one statement each (DataLoader): one round trip and one
 * statement for many deliveries, measured as the largest saving of the
 * delivery path. Each worker still waits for its own write before its job
 * completes.
 */
@Injectable()
export class DeliveryAttemptsRepository {
  private readonly loads = new DataLoader<string, AttemptContext | null>((ids) => this.loadMany(ids), batchOptions);
  private readonly writes = new DataLoader<AttemptRecord, true>((records) => this.writeMany(records), batchOptions);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  load(deliveryId: string): Promise<AttemptContext | null> {
    return this.loads.load(deliveryId);
  }

  /** A pending delivery of a subscription that is no longer active will not be attempted. */
  async cancel(deliveryId: string): Promise<void> {
    await this.dataSource.query(`UPDATE deliveries SET status = 'CANCELLED', next_attempt_at = NULL WHERE id = $1 AND status = 'PENDING'`, [
      deliveryId,
    ]);
  }

  /**
   * Writes an attempt and the delivery's new state (batched), then, when the
   * outcome touches the subscription, its count of failed events: reset by
   * a success, at `disableAfter` the subscription is deactivated, and a 410
   * deactivates it at once.
   */
  async record(record: AttemptRecord, disableAfter: number): Promise<void> {
    await this.writes.load(record);
    const { outcome, context } = record;
    const touchesSubscription =
      outcome.kind === 'gone' || outcome.kind === 'failed' || (outcome.kind === 'delivered' && context.subscription.consecutiveFailures > 0);
    if (!touchesSubscription) return;
    await preparedQuery(
      this.dataSource,
      `UPDATE subscriptions SET
                    consecutive_failures = CASE WHEN $2::text = 'delivered' THEN 0
                                                WHEN $2::text = 'failed' THEN consecutive_failures + 1
                                                ELSE consecutive_failures END,
                    deactivation_reason = CASE WHEN is_active AND $2::text = 'gone' THEN 'GONE'
                                               WHEN is_active AND $2::text = 'failed' AND consecutive_failures + 1 >= $3::int THEN 'CONSECUTIVE_FAILURES'
                                               ELSE deactivation_reason END,
                    is_active = CASE WHEN $2::text = 'gone' THEN false
                                     WHEN $2::text = 'failed' AND consecutive_failures + 1 >= $3::int THEN false
                                     ELSE is_active END,
                    updated_at = CASE WHEN $2::text IN ('gone', 'failed') THEN now() ELSE updated_at END
              WHERE id = $1`,
      [context.subscription.id, outcome.kind, disableAfter],
    );
  }

  private async loadMany(ids: readonly string[]): Promise<(AttemptContext | null)[]> {
    const rows = await preparedQuery<AttemptRow>(
      this.dataSource,
      `SELECT d.id, d.company_id, d.status, d.attempt_count, d.next_attempt_at, d.event_id, e.body,
                    s.id AS subscription_id, s.url, s.is_active, s.secret_sealed, s.previous_secret_sealed,
                    s.previous_secret_expires_at, s.consecutive_failures
               FROM deliveries d
               JOIN received_events e ON e.id = d.event_id
               JOIN subscriptions s ON s.id = d.subscription_id
              WHERE d.id = ANY($1::uuid[])`,
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      return row ? toContext(row) : null;
    });
  }

  private async writeMany(records: readonly AttemptRecord[]): Promise<true[]> {
    const column = <T>(pick: (record: AttemptRecord) => T) => records.map(pick);
    await preparedQuery(
      this.dataSource,
      `WITH attempt AS (
               SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::int[], $5::timestamptz[], $6::int[], $7::int[],
                                    $8::text[], $9::text[], $10::bool[], $11::text[], $12::timestamptz[])
                 AS t(id, company_id, delivery_id, attempt_number, attempted_at, duration_ms, status_code,
                      error, response_excerpt, succeeded, delivery_status, next_attempt_at)
             ), inserted AS (
               INSERT INTO delivery_attempts (id, company_id, delivery_id, attempt_number, attempted_at, duration_ms, status_code, error, response_excerpt, succeeded)
               SELECT id, company_id, delivery_id, attempt_number, attempted_at, duration_ms, status_code, error, response_excerpt, succeeded FROM attempt
             )
             UPDATE deliveries d
                SET status = a.delivery_status, attempt_count = a.attempt_number, next_attempt_at = a.next_attempt_at,
                    delivered_at = CASE WHEN a.delivery_status = 'DELIVERED' THEN now() ELSE d.delivered_at END
               FROM attempt a
              WHERE d.id = a.delivery_id`,
      [
        column(() => newId()),
        column((r) => r.context.companyId),
        column((r) => r.context.deliveryId),
        column((r) => r.number),
        column((r) => r.startedAt),
        column((r) => r.response.durationMs),
        column((r) => r.response.statusCode ?? null),
        column((r) => storableText(r.response.error)),
        column((r) => storableText(r.response.excerpt?.slice(0, EXCERPT_LIMIT))),
        column((r) => r.outcome.kind === 'delivered'),
        column((r) => ({ delivered: 'DELIVERED', gone: 'FAILED', failed: 'FAILED', retry: 'PENDING' })[r.outcome.kind]),
        column((r) => (r.outcome.kind === 'retry' ? new Date(Date.now() + r.outcome.delayMs) : null)),
      ],
    );
    return records.map(() => true as const);
  }
}

function toContext(row: AttemptRow): AttemptContext {
  return {
    deliveryId: row.id,
    companyId: row.company_id,
    status: row.status,
    attemptCount: row.attempt_count,
    nextAttemptAt: row.next_attempt_at,
    eventId: row.event_id,
    body: row.body,
    subscription: {
      id: row.subscription_id,
      url: row.url,
      isActive: row.is_active,
      secretSealed: row.secret_sealed,
      previousSecretSealed: row.previous_secret_sealed,
      previousSecretExpiresAt: row.previous_secret_expires_at,
      consecutiveFailures: row.consecutive_failures,
    },
  };
}
