import { defineContract } from './collection-contract';

/** Webhook subscriptions (spec "Webhook subscriptions"). Their writes are SubscriptionsService's, not the collection kit's. */
export const WEBHOOKS_CONTRACT = defineContract({
  collection: 'webhooks',
  service: 'webhooks',
  feature: 'webhooks',
  operations: ['list', 'get', 'create', 'update', 'delete'],
  // The spec lists POST, GET list, PUT /:id and DELETE /:id; the get of one subscription is ours (docs/webhooks.md).
  extensionOperations: ['get'],
  secretInAnswer: ['create'],
  kit: false,
  writes: {
    create: { spec: ['url', 'events', 'description'] },
    // Extension (docs/webhooks.md; the spec leaves "updatable fields beyond events and url" unshown): description, and isActive to reactivate.
    update: { spec: ['events', 'url'], extensions: ['description', 'isActive'] },
  },
});

export const WEBHOOKS_CONTRACTS = [WEBHOOKS_CONTRACT] as const;
