import { formatApiDateTime, pageOffset, parseApiDate, toListEnvelope } from '@bizapi/conventions';
import { ApiError, ErrorCode, ListEnvelope, RequestContext, WEBHOOK_TEST_EVENT } from '@bizapi/contracts';
import { newEventId, newId } from '@bizapi/runtime';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { And, DataSource, EntityManager, FindOperator, FindOptionsWhere, In, LessThan, LessThanOrEqual, MoreThanOrEqual } from 'typeorm';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { DeliveryAttemptEntity } from './delivery-attempt.entity';
import { DeliveryEntity } from './delivery.entity';
import { ListDeliveriesQuery, ReplayDto } from './delivery.dto';
import { DeliveryRecord, toDeliveryRecord } from './delivery.mapper';
import { DeliveryQueue } from './delivery-queue';
import { RecoveryAdmission } from './recovery-admission';
import { ReplayFeeder } from './replay-feeder';
import { RetryPolicy } from './retry-policy';

/** Most events one replay may send again; a wider range must be split. */
export const MAX_REPLAY_EVENTS = 10_000;
const DAY_MS = 86_400_000;

/**
 * The delivery log of a subscription and the ways to recover from a
 * receiver's outage: resend one delivery, replay a time range of events.
 * Both create new deliveries (origin RESEND / REPLAY) with a full schedule;
 * the event id, hence X-Webhook-Id, stays the same.
 */
@Injectable()
export class DeliveryLogService {
  private readonly logger = new Logger('DeliveryLog');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly queue: DeliveryQueue,
    private readonly policy: RetryPolicy,
    private readonly admission: RecoveryAdmission,
    private readonly feeder: ReplayFeeder,
  ) {}

  async list(caller: RequestContext, subscriptionId: string, query: ListDeliveriesQuery): Promise<ListEnvelope<DeliveryRecord>> {
    await this.subscriptions.require(caller.companyId, subscriptionId);
    const where: FindOptionsWhere<DeliveryEntity> = { companyId: caller.companyId, subscriptionId };
    if (query.status) where.status = query.status;
    if (query.eventId) where.eventId = query.eventId;
    if (query.event) where.event = query.event;
    const created = createdWithin(query);
    if (created) where.createdAt = created;
    const [deliveries, total] = await this.dataSource.getRepository(DeliveryEntity).findAndCount({
      where,
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: pageOffset(query),
      take: query.limit,
    });
    const attempts = await this.attemptsOf(caller.companyId, deliveries.map((delivery) => delivery.id));
    return toListEnvelope(
      deliveries.map((delivery) => toDeliveryRecord(delivery, attempts.get(delivery.id) ?? [])),
      total,
      query,
    );
  }

  async get(caller: RequestContext, subscriptionId: string, deliveryId: string): Promise<DeliveryRecord> {
    const delivery = await this.require(caller.companyId, subscriptionId, deliveryId);
    const attempts = await this.attemptsOf(caller.companyId, [delivery.id]);
    return toDeliveryRecord(delivery, attempts.get(delivery.id) ?? []);
  }

  /**
   * @throws PENDING_DELIVERIES_LIMIT_REACHED when the company has its maximum of pending deliveries (recovery-admission.ts).
   */
  async resend(caller: RequestContext, subscriptionId: string, deliveryId: string): Promise<DeliveryRecord> {
    await this.requireActive(caller.companyId, subscriptionId);
    const original = await this.findDelivery(caller.companyId, subscriptionId, deliveryId);
    const [created] = await this.dataSource.transaction(async (manager) => {
      await this.admission.admit(manager, caller.companyId, subscriptionId, 1, false);
      return this.insertDeliveries(manager, caller.companyId, subscriptionId, [{ id: original.eventId, event: original.event }], 'RESEND');
    });
    await this.queue.enqueue([created], this.policy.initialDelayMs);
    return toDeliveryRecord(created, []);
  }

  /**
   * Sends a `webhook.test` event (`data: {subscriptionId}`) to this subscription alone: a new event,
   * recorded as received events are (so its delivery is signed, retried and logged like any other,
   * and can be resent), that no other subscription receives and no replay sends.
   * @throws PENDING_DELIVERIES_LIMIT_REACHED when the company has its maximum of pending deliveries (recovery-admission.ts).
   */
  async sendTest(caller: RequestContext, subscriptionId: string): Promise<{ deliveryId: string }> {
    await this.requireActive(caller.companyId, subscriptionId);
    const event = { id: newEventId(), event: WEBHOOK_TEST_EVENT, occurredAt: new Date() };
    // The delivery body's fields in their order: {id, event, timestamp, data}.
    const body = JSON.stringify({ id: event.id, event: event.event, timestamp: formatApiDateTime(event.occurredAt), data: { subscriptionId } });
    const [created] = await this.dataSource.transaction(async (manager) => {
      await this.admission.admit(manager, caller.companyId, subscriptionId, 1, false);
      await manager.query(`INSERT INTO received_events (id, company_id, event, occurred_at, body) VALUES ($1, $2, $3, $4, $5)`, [
        event.id,
        caller.companyId,
        event.event,
        event.occurredAt,
        body,
      ]);
      return this.insertDeliveries(manager, caller.companyId, subscriptionId, [event], 'TEST');
    });
    await this.queue.enqueue([created], this.policy.initialDelayMs);
    return { deliveryId: created.id };
  }

  /**
   * Records a delivery of every event of the range; they reach the queue
   * gradually (replay-feeder.ts), the first batch before this answers.
   * @throws REPLAY_IN_PROGRESS when the subscription's previous replay is still being queued.
   * @throws PENDING_DELIVERIES_LIMIT_REACHED when the replay would take the company past its maximum of pending deliveries.
   */
  async replay(caller: RequestContext, subscriptionId: string, range: ReplayDto) {
    const subscription = await this.requireActive(caller.companyId, subscriptionId);
    const from = parseApiDate(range.from) as Date;
    const to = parseApiDate(range.to, { endOfDay: true }) as Date;
    // A date-only `to` takes its whole day: up to the next midnight, which 23:59:59.000 is not.
    const toDay = parseApiDate(range.to, { dateOnly: true });
    const [upTo, upToOperator] = toDay ? [new Date(toDay.getTime() + DAY_MS), '<'] : [to, '<='];
    if (toDay ? from >= upTo : from > to) throw ApiError.validation('to', 'to must not be before from');
    const events: { id: string; event: string }[] = await this.dataSource.query(
      `SELECT id, event FROM received_events
        WHERE company_id = $1 AND occurred_at >= $2 AND occurred_at ${upToOperator} $3
          AND (event = ANY($4::text[]) OR split_part(event, '.', 1) || '.*' = ANY($4::text[]))
        ORDER BY occurred_at, id
        LIMIT $5`,
      [caller.companyId, from, upTo, subscription.events, MAX_REPLAY_EVENTS + 1],
    );
    if (events.length > MAX_REPLAY_EVENTS) {
      throw ApiError.validation('from', `the range holds more than ${MAX_REPLAY_EVENTS} events; replay it in smaller ranges`);
    }
    await this.dataSource.transaction(async (manager) => {
      await this.admission.admit(manager, caller.companyId, subscriptionId, events.length, true);
      await this.insertDeliveries(manager, caller.companyId, subscriptionId, events, 'REPLAY');
    });
    await this.feeder.feed(caller.companyId).catch((error: unknown) => {
      // Recorded already: the feeder's next round queues them.
      this.logger.warn(`could not queue the first deliveries of a replay of ${subscriptionId}: ${String(error)}`);
    });
    return { subscriptionId, from: formatApiDateTime(from), to: formatApiDateTime(to), deliveriesCreated: events.length };
  }

  /**
   * Records new deliveries in one statement: a resend's (or a test's) is due
   * at once; a replay's wait, without `next_attempt_at`, for the feeder to queue them.
   */
  private async insertDeliveries(
    manager: EntityManager,
    companyId: string,
    subscriptionId: string,
    events: { id: string; event: string }[],
    origin: 'RESEND' | 'REPLAY' | 'TEST',
  ): Promise<DeliveryEntity[]> {
    const now = Date.now();
    const deliveries = events.map((event, index) =>
      Object.assign(new DeliveryEntity(), {
        id: newId(),
        companyId,
        subscriptionId,
        eventId: event.id,
        event: event.event,
        origin,
        status: 'PENDING',
        attemptCount: 0,
        nextAttemptAt: origin === 'REPLAY' ? null : new Date(now),
        deliveredAt: null,
        // Distinct creation times keep the log, and the feeder, in event order.
        createdAt: new Date(now + index),
      }),
    );
    if (!deliveries.length) return deliveries;
    await manager.query(
      `INSERT INTO deliveries (id, company_id, subscription_id, event_id, event, origin, status, attempt_count, next_attempt_at, created_at)
       SELECT id, $2::uuid, $3::uuid, event_id, event, $4::text, 'PENDING', 0, $5::timestamptz, created_at
         FROM unnest($1::uuid[], $6::text[], $7::text[], $8::timestamptz[]) AS t(id, event_id, event, created_at)`,
      [
        deliveries.map((delivery) => delivery.id),
        companyId,
        subscriptionId,
        origin,
        deliveries[0].nextAttemptAt,
        deliveries.map((delivery) => delivery.eventId),
        deliveries.map((delivery) => delivery.event),
        deliveries.map((delivery) => delivery.createdAt),
      ],
    );
    return deliveries;
  }

  private async require(companyId: string, subscriptionId: string, deliveryId: string): Promise<DeliveryEntity> {
    await this.subscriptions.require(companyId, subscriptionId);
    return this.findDelivery(companyId, subscriptionId, deliveryId);
  }

  /** `deliveryId` is one already (the controller's RecordId pipe). */
  private async findDelivery(companyId: string, subscriptionId: string, deliveryId: string): Promise<DeliveryEntity> {
    const delivery = await this.dataSource.getRepository(DeliveryEntity).findOneBy({ companyId, subscriptionId, id: deliveryId });
    if (!delivery) throw ApiError.notFound();
    return delivery;
  }

  private async requireActive(companyId: string, subscriptionId: string) {
    const subscription = await this.subscriptions.require(companyId, subscriptionId);
    if (!subscription.isActive) {
      throw new ApiError(ErrorCode.CONFLICT, [{ field: 'id', message: 'the subscription is inactive; reactivate it with PUT isActive true first' }]);
    }
    return subscription;
  }

  private async attemptsOf(companyId: string, deliveryIds: string[]): Promise<Map<string, DeliveryAttemptEntity[]>> {
    const byDelivery = new Map<string, DeliveryAttemptEntity[]>();
    if (!deliveryIds.length) return byDelivery;
    const attempts = await this.dataSource
      .getRepository(DeliveryAttemptEntity)
      .find({ where: { companyId, deliveryId: In(deliveryIds) }, order: { attemptNumber: 'ASC' } });
    for (const attempt of attempts) byDelivery.set(attempt.deliveryId, [...(byDelivery.get(attempt.deliveryId) ?? []), attempt]);
    return byDelivery;
  }
}

/** The list's `createdFrom`/`createdTo`: both inclusive, a date-only `createdTo` taking its whole day (as replay's `to`). */
function createdWithin(query: ListDeliveriesQuery): FindOperator<Date> | undefined {
  const bounds: FindOperator<Date>[] = [];
  if (query.createdFrom) bounds.push(MoreThanOrEqual(parseApiDate(query.createdFrom) as Date));
  if (query.createdTo) {
    const day = parseApiDate(query.createdTo, { dateOnly: true });
    bounds.push(day ? LessThan(new Date(day.getTime() + DAY_MS)) : LessThanOrEqual(parseApiDate(query.createdTo) as Date));
  }
  if (!bounds.length) return undefined;
  return bounds.length === 1 ? bounds[0] : And(...bounds);
}
