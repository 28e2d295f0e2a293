import { defineCollection, idEquals } from '@bizapi/collections';
import { QuoteItemEntity } from './quote-item.entity';
import { toQuoteItemRecord } from './quote-item.mapper';

export const QUOTE_ITEMS = defineCollection<QuoteItemEntity>({
  collection: 'quote-items',
  entity: QuoteItemEntity,
  noun: 'quote item',
  toRecord: toQuoteItemRecord,
  filters: { quoteId: idEquals('quoteId') },
  // Items in the order they were added to their quote.
  defaultOrder: 'ASC',
  references: { quoteId: { collection: 'quotes' } },
});
