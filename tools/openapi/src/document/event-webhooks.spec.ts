import { FINANCIAL_CATEGORIES_CONTRACT, FINANCIAL_ENTRIES_CONTRACT } from '@bizapi/contracts';
import type { CollectionContract } from '@bizapi/contracts';
import type { CollectionDeclaration } from '@bizapi/collections';
import type { RecordSchemas } from './record-schemas';
import { eventWebhooks } from './event-webhooks';

/** A declaration as the carrier rule reads it: its name and contract entry. */
const declared = (contract: CollectionContract) => ({ collection: contract.collection, contract }) as CollectionDeclaration;

/** Records named after their collection, so an event's `data` says which collection carries it. */
const records = { of: (collection: string) => ({ detail: { $ref: collection } }) } as unknown as RecordSchemas;

function dataOf(event: string, declarations: CollectionDeclaration[]): unknown {
  const webhook = eventWebhooks(declarations, records, [])[event] as { post: { requestBody: { content: { 'application/json': { schema: { properties: { data: unknown } } } } } } };
  return webhook.post.requestBody.content['application/json'].schema.properties.data;
}

describe('the collection an event carries', () => {
  const entries = declared(FINANCIAL_ENTRIES_CONTRACT);
  const categories = declared(FINANCIAL_CATEGORIES_CONTRACT);

  it.each([
    ['entries first', [entries, categories]],
    ['categories first', [categories, entries]],
  ])('is the one whose contract entry lists it, whatever the order (%s)', (_order, declarations) => {
    expect(dataOf('financial.settled', declarations)).toEqual({ $ref: 'financial-entries' });
    expect(dataOf('financial.created', declarations)).toEqual({ $ref: 'financial-entries' });
  });

  it('describes data in words for an event of no declared collection', () => {
    expect(dataOf('person.created', [entries])).toEqual({ type: 'object', description: 'See docs/events.md.' });
  });
});
