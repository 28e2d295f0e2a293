import { ServiceDatabase } from '@bizapi/runtime';
import { DeliveryAttemptEntity } from '../modules/deliveries/delivery-attempt.entity';
import { DeliveryEntity } from '../modules/deliveries/delivery.entity';
import { ReceivedEventEntity } from '../modules/intake/received-event.entity';
import { SubscriptionEntity } from '../modules/subscriptions/subscription.entity';
import { CreateWebhooks1763773000000 } from './migrations/1763773000000-create-webhooks';
import { ReceivedEventsReceivedAt1763775000000 } from './migrations/1763775000000-received-events-received-at';
import { DeliveriesPendingByCompany1763776000000 } from './migrations/1763776000000-deliveries-pending-by-company';

/** Subscriptions, received events and the delivery log: the `webhooks` schema. */
export const WEBHOOKS_DATABASE: ServiceDatabase = {
  schema: 'webhooks',
  entities: [SubscriptionEntity, ReceivedEventEntity, DeliveryEntity, DeliveryAttemptEntity],
  migrations: [CreateWebhooks1763773000000, ReceivedEventsReceivedAt1763775000000, DeliveriesPendingByCompany1763776000000],
};
