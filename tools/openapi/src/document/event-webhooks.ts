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
    webhooks[event] = delivery(event, `Sent when: ${EVENT_CATALOG[event]}.`, data, headerNames);
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

/** One event's delivery as an OpenAPI webhook: the envelope `{id, event, timestamp, data}` and the signature headers. */
function delivery(event: string, description: string, data: JsonSchema, headerNames: string[]) {
  return {
    post: {
      operationId: `event_${event.replace(/\./g, '_')}`,
      summary: event,
      description,
      tags: ['events'],
      // Deliveries are authenticated by their signature headers, not by a scheme of this API.
      security: [],
      parameters: headerNames.map((name) => ({ name, in: 'header', required: true, schema: { type: 'string' } })),
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                id: { type: 'string', pattern: '^evt_' },
                event: { type: 'string', const: event },
                timestamp: { type: 'string', format: 'date-time' },
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
