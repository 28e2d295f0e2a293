import type { CollectionReference, OperationReference } from './collection-reference';

const DELIVERY_FIELDS = {
  subscriptionId: 'The subscription the delivery is for.',
  eventId: 'The event\'s id (`evt_…`): the X-Webhook-Id of every attempt, a resend and a replay alike.',
  event: 'The event\'s name (`person.created`, or `webhook.test`).',
  origin: '`EVENT` (the event itself), `RESEND`, `REPLAY` or `TEST` (POST /webhooks/{id}/test).',
  attemptCount: 'Attempts made so far (at most 5).',
  nextAttemptAt: 'When the next attempt is due; null when none is (delivered, failed, cancelled, or a replayed delivery waiting its turn).',
  deliveredAt: 'When the receiver answered 200; null until then.',
  attemptNumber: 'Which attempt, 1 to 5.',
  attemptedAt: 'When the attempt was made.',
  durationMs: 'How long the receiver took, in milliseconds.',
  statusCode: 'The status the receiver answered; null without an answer.',
  succeeded: 'Whether it answered 200 in time.',
  error: 'Why the attempt failed without an answer (timeout, refused connection); null otherwise.',
  responseExcerpt: 'The first KiB of the receiver\'s answer.',
  attempts:
    'Each attempt: attemptNumber, attemptedAt, durationMs, the receiver\'s statusCode (null without an answer), succeeded, error (why it failed without an answer) and responseExcerpt (the first KiB of the answer).',
} as const;

/** Webhook subscriptions in words (spec "Webhook subscription"; docs/webhooks.md), beside webhooks.contracts.ts. */
export const WEBHOOKS_REFERENCE: Readonly<Record<string, CollectionReference>> = {
  webhooks: {
    schema: 'WebhookSubscription',
    plural: 'webhook subscriptions',
    about: 'A webhook subscription: an HTTPS address that receives the company\'s events, signed with the subscription\'s secret.',
    fields: {
      url: 'The receiver: an `https://` address, publicly reachable, with a certificate from a recognised authority (self-signed is refused), at most 2,048 characters.',
      events: 'Event names of the catalog (`person.created`) or family wildcards (`person.*`); anything else, `*` included, is 400.',
      secret:
        'The signing secret (`whsec_…`), shown only here: keep it. Deliveries are signed with HMAC-SHA256 over `<X-Webhook-Id>.<X-Webhook-Timestamp>.<raw body>` keyed with this string.',
      isActive:
        'Whether deliveries are sent. false after DELETE or `PUT {"isActive": false}`, a 410 from the receiver, 20 events in a row failed for good, or the operator; `PUT {"isActive": true}` reactivates. An inactive subscription is still answered by its get.',
      deactivationReason: 'Extension: why it is inactive: `MANUAL`, `GONE` (the receiver answered 410), `CONSECUTIVE_FAILURES`, `OPERATOR`; null while active.',
      consecutiveFailures: 'Extension: events in a row whose delivery failed for good; a success (and reactivation) resets it, and 20 deactivate the subscription.',
    },
    operations: {
      create: 'The subscription starts active and its `secret` is shown once, in this answer only. At most 25 active subscriptions per company (409 `SUBSCRIPTION_LIMIT_REACHED`). A receiver that is not HTTPS, not public or whose certificate is not trusted is 400 `VALIDATION_ERROR` on `url`.',
      list: 'Active and inactive alike, newest first; `isActive` filters.',
      get: 'Beyond the spec (it shows no get of one subscription). An inactive subscription is answered too.',
      update: '`description` and `isActive` are accepted beyond the spec\'s `events` and `url`; `isActive: true` reactivates (409 `SUBSCRIPTION_LIMIT_REACHED` past the cap) and clears the failure count.',
      delete: 'Deactivates the subscription (`isActive: false`, `deactivationReason: MANUAL`) and answers it; deliveries still pending are cancelled.',
    },
    answerExtensions: ['deactivationReason', 'consecutiveFailures', 'updatedAt'],
  },
};

const LOG = 'Beyond the spec (the delivery log and recovery, docs/webhooks.md).';

/** The webhook routes beyond the collection operations, by subject. */
export const WEBHOOK_OPERATION_REFERENCE: Readonly<Record<string, OperationReference>> = {
  'api.webhooks.deliveries.list': {
    summary: 'List the deliveries of a subscription',
    description: `The deliveries of one subscription, newest first, each with its attempts; \`status\` (\`PENDING\`, \`DELIVERED\`, \`FAILED\`, \`CANCELLED\`), \`eventId\`, \`event\` (an event name), \`createdFrom\` and \`createdTo\` filter. ${LOG}`,
    answer: 'WebhookDeliveryList',
    fields: DELIVERY_FIELDS,
  },
  'api.webhooks.deliveries.get': {
    summary: 'Get a delivery',
    description: `One delivery of the subscription with every attempt: when, how long, the receiver's status and the first KiB of its answer. ${LOG}`,
    answer: 'WebhookDelivery',
    fields: DELIVERY_FIELDS,
  },
  'api.webhooks.deliveries.resend': {
    summary: 'Resend a delivery',
    description: `A new delivery of the same event (same id and body) with a full schedule of attempts (origin \`RESEND\`). The subscription must be active (409 \`CONFLICT\`); past the company's cap of pending deliveries, 429 \`PENDING_DELIVERIES_LIMIT_REACHED\` with Retry-After. ${LOG}`,
    answer: 'WebhookDelivery',
    fields: DELIVERY_FIELDS,
  },
  'api.webhooks.replay': {
    summary: 'Replay the events of a period',
    description: `Delivers again the events of the last 30 days between \`from\` and \`to\` (both inclusive; a date-only \`to\` takes the whole day) that match the subscription's current \`events\`, at most 10,000 per call (origin \`REPLAY\`). One replay at a time per subscription (409 \`REPLAY_IN_PROGRESS\`); the subscription must be active (409 \`CONFLICT\`); past the company's cap of pending deliveries, 429 \`PENDING_DELIVERIES_LIMIT_REACHED\`. ${LOG}`,
    answer: 'WebhookReplay',
    body: 'WebhookReplayRequest',
    fields: {
      from: 'The first instant (ISO 8601), inclusive.',
      to: 'The last instant (ISO 8601), inclusive; a date-only value takes the whole of that day.',
      deliveriesCreated: 'How many deliveries the replay created.',
      subscriptionId: 'The subscription replayed to.',
    },
  },
  'api.webhooks.rotate-secret': {
    summary: 'Rotate the signing secret',
    description: `A new secret, shown once. For 24 hours every delivery carries two signatures in each signature header (one per secret, separated by a space), so the receiver can switch without rejecting anything. ${LOG}`,
    answer: 'WebhookSecretRotation',
    fields: {
      secret: 'The new signing secret (`whsec_…`), shown only here.',
      previousSecretExpiresAt: 'Until when the previous secret keeps signing (24 hours).',
    },
  },
  'api.webhooks.test': {
    summary: 'Send a test event',
    description:
      'Sends a `webhook.test` event (`data: {subscriptionId}`) to this subscription alone, whatever its `events`; answers 202 with the delivery\'s id once it is queued. Signed, retried and logged like any delivery (origin `TEST`). 409 `CONFLICT` when the subscription is inactive; 429 `PENDING_DELIVERIES_LIMIT_REACHED` at the cap. Beyond the spec.',
    answer: 'WebhookTestDelivery',
    fields: { deliveryId: 'The delivery\'s id: `GET /webhooks/{id}/deliveries/{deliveryId}` tells how it went.' },
  },
};
