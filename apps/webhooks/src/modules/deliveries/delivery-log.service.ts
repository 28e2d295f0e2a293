import { formatApiDateTime, pageOffset, parseApiDate, toListEnvelope } from '@bizapi/conventions';
import { ApiError, ErrorCode, ListEnvelope, RequestContext } from '@bizapi/contracts';
import { newId } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, FindOptionsWhere, In } from 'typeorm';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { DeliveryAttemptEntity } from './delivery-attempt.entity';
import { DeliveryEntity } from './delivery.entity';
import { ListDeliveriesQuery, ReplayDto } from './delivery.dto';
import { DeliveryRecord, toDeliveryRecord } from './delivery.mapper';
import { DeliveryQueue } from './delivery-queue';
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
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly queue: DeliveryQueue,
    private readonly policy: RetryPolicy,
  ) {}

  async list(caller: RequestContext, subscriptionId: string, query: ListDeliveriesQuery): Promise<ListEnvelope<DeliveryRecord>> {
    await this.subscriptions.require(caller.companyId, subscriptionId);
    const where: FindOptionsWhere<DeliveryEntity> = { companyId: caller.companyId, subscriptionId };
    if (query.status) where.status = query.status;
    if (query.eventId) where.eventId = query.eventId;
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

  async resend(caller: RequestContext, subscriptionId: string, deliveryId: string): Promise<DeliveryRecord> {
    await this.requireActive(caller.companyId, subscriptionId);
    const original = await this.findDelivery(caller.companyId, subscriptionId, deliveryId);
    const [created] = await this.createDeliveries(caller.companyId, subscriptionId, [{ id: original.eventId, event: original.event }], 'RESEND');
    return toDeliveryRecord(created, []);
  }

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
    await this.createDeliveries(caller.companyId, subscriptionId, events, 'REPLAY');
    return { subscriptionId, from: formatApiDateTime(from), to: formatApiDateTime(to), deliveriesCreated: events.length };
  }

  private async createDeliveries(
    companyId: string,
    subscriptionId: string,
    events: { id: string; event: string }[],
    origin: 'RESEND' | 'REPLAY',
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
        nextAttemptAt: new Date(now),
        deliveredAt: null,
        // Distinct creation times keep the log in event order.
        createdAt: new Date(now + index),
      }),
    );
    for (let start = 0; start < deliveries.length; start += 1000) {
      await this.dataSource.getRepository(DeliveryEntity).insert(deliveries.slice(start, start + 1000));
    }
    await this.queue.enqueue(deliveries, this.policy.initialDelayMs);
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
