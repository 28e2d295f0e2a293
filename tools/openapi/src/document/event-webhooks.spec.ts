import type { CollectionDeclaration } from '@bizapi/collections';
import type { RecordSchemas } from './record-schemas';
import { eventWebhooks } from './event-webhooks';

/** A declaration as the carrier rules read it: its name, noun and events. */
const declared = (collection: string, noun: string, events?: CollectionDeclaration['events']) => ({ collection, noun, events }) as CollectionDeclaration;

/** Records named after their collection, so an event's `data` says which collection carries it. */
const records = { of: (collection: string) => ({ detail: { $ref: collection } }) } as unknown as RecordSchemas;

function carrierOf(event: string, declarations: CollectionDeclaration[]): unknown {
  const webhook = eventWebhooks(declarations, records, [])[event] as { post: { requestBody: { content: { 'application/json': { schema: { properties: { data: unknown } } } } } } };
  return webhook.post.requestBody.content['application/json'].schema.properties.data;
}

describe('the collection an event carries', () => {
  const entries = declared('financial-entries', 'financial entry', {});
  const categories = declared('financial-categories', 'financial category');

  it.each([
    ['entries first', [entries, categories]],
    ['categories first', [categories, entries]],
  ])('is the family’s collection that has events, whatever the order (%s)', (_order, declarations) => {
    expect(carrierOf('financial.settled', declarations)).toEqual({ $ref: 'financial-entries' });
  });

  it('refuses to guess between two collections of the family that both have events', () => {
    expect(() => eventWebhooks([entries, declared('financial-categories', 'financial category', {})], records, [])).toThrow(
      'financial.created: carried by financial-entries or financial-categories?',
    );
  });
});
