import { EVENT_CATALOG, EVENT_NAMES, EventName, WEBHOOK_TEST_EVENT } from '@bizapi/contracts';
import type { CollectionDeclaration } from '@bizapi/collections';
import type { JsonSchema } from '../schema/json-schema';
import { EXTENSION } from './components';
import type { RecordSchemas } from './record-schemas';

/**
 * The OpenAPI `webhooks`: one entry per event of the catalog, its body the
 * delivery envelope with `data` = the record as its collection's get returns
 * it (docs/events.md). Which collection an event carries comes from the
 * contract entries: the one that lists it.
 */
export function eventWebhooks(
  declarations: CollectionDeclaration[],
  records: RecordSchemas,
  headerNames: string[],
): Record<string, unknown> {
  const webhooks: Record<string, unknown> = {};
  for (const event of EVENT_NAMES) {
    const declaration = carrierOf(event, declarations);
    const data: JsonSchema = declaration
      ? records.of(declaration.collection).detail
      : { type: 'object', description: 'See docs/events.md.' };
    const about = declaration ? ` Its \`data\` is the ${declaration.noun} as \`GET /${declaration.collection}/{id}\` answers it.` : '';
    webhooks[event] = delivery(event, `Sent when: ${EVENT_CATALOG[event]}.${about}`, data, headerNames);
  }
  // Not a domain event: what POST /webhooks/:id/test sends to that subscription alone.
  webhooks[WEBHOOK_TEST_EVENT] = {
    post: {
      ...(delivery(
        WEBHOOK_TEST_EVENT,
        'Sent by POST /webhooks/{id}/test to that subscription alone, signed and retried like any delivery. Cannot be subscribed to.',
        {
          type: 'object',
          properties: { subscriptionId: { type: 'string', format: 'uuid', description: 'The subscription the test was sent to.' } },
          description: 'The subscription the test was sent to.',
          required: ['subscriptionId'],
          additionalProperties: false,
        },
        headerNames,
      ).post),
      ...EXTENSION,
    },
  };
  return webhooks;
}

/** How a delivery is signed: what a receiver computes to trust it (docs/webhooks.md "Verifying the signature"). */
export const SIGNATURE_RECIPE = [
  '**Verify before trusting**: compute HMAC-SHA256 over `<X-Webhook-Id>.<X-Webhook-Timestamp>.<raw body>` keyed with the subscription\'s secret as shown (`whsec_…`, as UTF-8), hex-encode it in lower case and compare `sha256=<hex>` in constant time with each signature of `X-Webhook-Signature` (two, space-separated, during a secret rotation). Refuse a timestamp more than 5 minutes away from now. The `webhook-*` headers carry the same content signed as Standard Webhooks does (`v1,<base64>`, keyed with the base64-decoded part after `whsec_`). `@bizapi/client` exports `verifyWebhook(secret, headers, rawBody)`.',
  'Answer 200 within 5 seconds; otherwise the delivery is retried 30 s, 2 min, 10 min and 1 h later (5 attempts in all).',
].join('\n\n');

const HEADER_WORDS: Record<string, string> = {
  'x-webhook-id': 'The event id (`evt_…`), equal to the body\'s `id`: the same on every attempt. Deduplicate on it.',
  'x-webhook-timestamp': 'Unix time in seconds of this attempt; part of the signed content.',
  'x-webhook-signature': '`sha256=` + lowercase hex HMAC-SHA256 of `<X-Webhook-Id>.<X-Webhook-Timestamp>.<raw body>` keyed with the secret; two, space-separated, during a secret rotation.',
  'webhook-id': 'Standard Webhooks: the event id.',
  'webhook-timestamp': 'Standard Webhooks: Unix seconds of this attempt.',
  'webhook-signature': 'Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>` keyed with the base64-decoded part of the secret after `whsec_`.',
};

/** One event's delivery as an OpenAPI webhook: the envelope `{id, event, timestamp, data}` and the signature headers. */
function delivery(event: string, description: string, data: JsonSchema, headerNames: string[]) {
  return {
    post: {
      operationId: `event_${event.replace(/\./g, '_')}`,
      summary: event,
      description: `${description}\n\n${SIGNATURE_RECIPE}`,
      tags: ['events'],
      // Deliveries are authenticated by their signature headers, not by a scheme of this API.
      security: [],
      parameters: headerNames.map((name) => ({
        name,
        in: 'header',
        required: true,
        description: HEADER_WORDS[name.toLowerCase()] ?? name,
        schema: { type: 'string' },
      })),
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                id: { type: 'string', pattern: '^evt_', description: 'The event id, equal to `X-Webhook-Id`: the same on every attempt, resend and replay. Deduplicate on it.' },
                event: { type: 'string', const: event, description: 'The event name.' },
                timestamp: { type: 'string', format: 'date-time', description: 'When the event happened, ISO 8601 UTC with milliseconds.' },
                data,
              },
              required: ['id', 'event', 'timestamp', 'data'],
              additionalProperties: false,
            },
          },
        },
      },
      responses: { '200': { description: 'Received: answer 200 within 5 seconds, or the delivery is retried.' } },
    },
  };
}

/** The collection whose contract entry lists the event: its records are the event's data. */
function carrierOf(event: EventName, declarations: CollectionDeclaration[]): CollectionDeclaration | undefined {
  return declarations.find((declaration) => Object.hasOwn(declaration.contract.events ?? {}, event));
}
