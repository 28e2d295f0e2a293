import { formatApiDateTime } from '@bizapi/conventions';
import { DeliveryAttemptEntity } from './delivery-attempt.entity';
import { DeliveryEntity } from './delivery.entity';

export function toAttemptRecord(attempt: DeliveryAttemptEntity) {
  return {
    attemptNumber: attempt.attemptNumber,
    attemptedAt: formatApiDateTime(attempt.attemptedAt),
    durationMs: attempt.durationMs,
    statusCode: attempt.statusCode,
    succeeded: attempt.succeeded,
    error: attempt.error,
    responseExcerpt: attempt.responseExcerpt,
  };
}

/** A delivery as the delivery log shows it, with every attempt. */
export function toDeliveryRecord(delivery: DeliveryEntity, attempts: DeliveryAttemptEntity[]) {
  return {
    id: delivery.id,
    subscriptionId: delivery.subscriptionId,
    eventId: delivery.eventId,
    event: delivery.event,
    origin: delivery.origin,
    status: delivery.status,
    attemptCount: delivery.attemptCount,
    nextAttemptAt: formatApiDateTime(delivery.nextAttemptAt),
    deliveredAt: formatApiDateTime(delivery.deliveredAt),
    createdAt: formatApiDateTime(delivery.createdAt),
    attempts: attempts.map(toAttemptRecord),
  };
}

export type DeliveryRecord = ReturnType<typeof toDeliveryRecord>;
