import { EVENT_CATALOG, EVENT_NAMES, EventName } from '@bizapi/contracts';
import type { CollectionDeclaration } from '@bizapi/collections';
import type { JsonSchema } from '../schema/json-schema';
import type { RecordSchemas } from './record-schemas';

/**
 * The OpenAPI `webhooks`: one entry per event of the catalog, its body the
 * delivery envelope with `data` = the record as its collection's get returns
 * it (docs/events.md). Which collection an event carries comes from the
 * declarations: the one declaring it, else the one declaring its `…created` sibling
 * (`sign.signed` → `sign.created`),
 * else the one whose noun is the family (`charge` → charges) or starts with it
 * (`financial` → financial entries, the one of its family that has events).
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
    webhooks[event] = {
      post: {
        operationId: `event_${event.replace(/\./g, '_')}`,
        summary: event,
        description: `Sent when: ${EVENT_CATALOG[event]}.`,
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
  return webhooks;
}

function carrierOf(event: EventName, declarations: CollectionDeclaration[]): CollectionDeclaration | undefined {
  const family = event.slice(0, event.indexOf('.'));
  return (
    declarations.find((declaration) => declaration.events?.created === event || declaration.events?.updated === event) ??
    declarations.find((declaration) => declaration.events?.created === event.replace(/[a-z]+$/, 'created')) ??
    declarations.find((declaration) => declaration.noun.replace(/ /g, '_') === family) ??
    familyPrefixCarrier(event, family, declarations)
  );
}

/**
 * The collection whose noun starts with the family, whatever order the declarations come in:
 * among several (`financial` → financial entry, financial category), the one that has events
 * (`events: {}` when its service emits them); still several is an error, not a guess.
 */
function familyPrefixCarrier(event: EventName, family: string, declarations: CollectionDeclaration[]): CollectionDeclaration | undefined {
  const candidates = declarations.filter((declaration) => declaration.noun.split(' ')[0] === family);
  const withEvents = candidates.filter((declaration) => declaration.events);
  const found = withEvents.length ? withEvents : candidates;
  if (found.length > 1) throw new Error(`${event}: carried by ${found.map((declaration) => declaration.collection).join(' or ')}? Declare it on one of them`);
  return found[0];
}
