import { formatApiDateTime } from '@bizapi/conventions';
import { SubscriptionEntity } from './subscription.entity';

/**
 * A subscription as the API returns it: the spec's fields, with `secret`
 * only in the create response, plus `deactivationReason`, `consecutiveFailures` and `updatedAt`.
 */
export function toSubscriptionRecord(subscription: SubscriptionEntity) {
  return {
    id: subscription.id,
    url: subscription.url,
    events: subscription.events,
    description: subscription.description,
    isActive: subscription.isActive,
    deactivationReason: subscription.deactivationReason,
    consecutiveFailures: subscription.consecutiveFailures,
    createdAt: formatApiDateTime(subscription.createdAt),
    updatedAt: formatApiDateTime(subscription.updatedAt),
  };
}

export type SubscriptionRecord = ReturnType<typeof toSubscriptionRecord>;
