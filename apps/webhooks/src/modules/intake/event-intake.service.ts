import { DomainEvent, selectorsMatch } from '@bizapi/contracts';
import { newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DeliveryQueue, QueuedDelivery } from '../deliveries/delivery-queue';
import { RetryPolicy } from '../deliveries/retry-policy';
import { ReceivedTraces, enqueueTraced } from '../../observability/delivery-tracing';

interface ActiveSubscription {
  id: string;
  company_id: string;
  events: string[];
  created_at: Date;
}

/** The webhook body: the event without the company it routes by, in this field order. */
export function webhookBody(event: DomainEvent): string {
  return JSON.stringify({ id: event.id, event: event.event, timestamp: event.timestamp, data: event.data });
}

/**
 * Turns domain events into deliveries, idempotently: receiving the same
 * events again (JetStream redelivers what was not acknowledged) creates no
 * second delivery for any (event, subscription) and no second job, because
 * both are keyed by what they are.
 */
@Injectable()
export class EventIntakeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly queue: DeliveryQueue,
    private readonly policy: RetryPolicy,
  ) {}

  /** `traces`: the events' receive spans, under which the deliveries are queued (delivery-tracing.ts). */
  async receive(events: DomainEvent[], traces?: ReceivedTraces): Promise<void> {
    if (!events.length) return;
    const eventIds = events.map((event) => event.id);
    const due: (QueuedDelivery & { eventId: string })[] = await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO received_events (id, company_id, event, occurred_at, body)
         SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[], $4::timestamptz[], $5::text[])
         ON CONFLICT (id) DO NOTHING`,
        [eventIds, events.map((e) => e.companyId), events.map((e) => e.event), events.map((e) => e.timestamp), events.map(webhookBody)],
      );
      const subscriptions: ActiveSubscription[] = await manager.query(
        `SELECT id, company_id, events, created_at FROM subscriptions WHERE company_id = ANY($1::uuid[]) AND is_active`,
        [[...new Set(events.map((event) => event.companyId))]],
      );
      // A subscription receives the events that occur after it was made.
      const pairs = events.flatMap((event) =>
        subscriptions
          .filter((s) => s.company_id === event.companyId && selectorsMatch(s.events, event.event) && s.created_at <= new Date(event.timestamp))
          .map((subscription) => ({ event, subscription })),
      );
      if (pairs.length) {
        await manager.query(
          `INSERT INTO deliveries (id, company_id, subscription_id, event_id, event, origin, status, next_attempt_at)
           SELECT id, company_id, subscription_id, event_id, event, 'EVENT', 'PENDING', now()
             FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[]) AS t(id, company_id, subscription_id, event_id, event)
           ON CONFLICT (subscription_id, event_id) WHERE origin = 'EVENT' DO NOTHING`,
          [
            pairs.map(() => newId()),
            pairs.map((pair) => pair.event.companyId),
            pairs.map((pair) => pair.subscription.id),
            pairs.map((pair) => pair.event.id),
            pairs.map((pair) => pair.event.event),
          ],
        );
      }
      // New deliveries, and any a crash left without a first attempt, in event order.
      return manager.query(
        `SELECT id, subscription_id AS "subscriptionId", company_id AS "companyId", event_id AS "eventId" FROM deliveries
          WHERE event_id = ANY($1::text[]) AND origin = 'EVENT' AND status = 'PENDING' AND attempt_count = 0
          ORDER BY array_position($1::text[], event_id), created_at`,
        [eventIds],
      );
    });
    await enqueueTraced(due, traces, (deliveries) => this.queue.enqueue(deliveries, this.policy.initialDelayMs));
  }
}
