import { booleanEquals, defineCollection } from '@bizapi/collections';
import { WEBHOOKS_CONTRACT } from '@bizapi/contracts';
import { SubscriptionEntity } from './subscription.entity';
import { toSubscriptionRecord } from './subscription.mapper';

/**
 * Webhook subscriptions as a list: the kit's filters, orders, cursor pages
 * and `updatedSince`. Their writes stay in SubscriptionsService (an inactive
 * subscription still answers GET and can be reactivated), so lists show both
 * kinds and count rows: a company has a handful of subscriptions, not millions.
 */
export const SUBSCRIPTIONS = defineCollection<SubscriptionEntity>({
  contract: WEBHOOKS_CONTRACT,
  entity: SubscriptionEntity,
  noun: 'webhook subscription',
  toRecord: toSubscriptionRecord,
  filters: { isActive: booleanEquals('isActive') },
  inactiveVisible: true,
  rowCounter: false,
});
