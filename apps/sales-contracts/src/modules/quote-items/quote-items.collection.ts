import { defineCollection, idEquals } from '@bizapi/collections';
import { QUOTE_ITEMS_CONTRACT } from '@bizapi/contracts';
import { QuoteItemEntity } from './quote-item.entity';
import { toQuoteItemRecord } from './quote-item.mapper';

export const QUOTE_ITEMS = defineCollection<QuoteItemEntity>({
  contract: QUOTE_ITEMS_CONTRACT,
  entity: QuoteItemEntity,
  noun: 'quote item',
  toRecord: toQuoteItemRecord,
  filters: { quoteId: idEquals('quoteId') },
  // Items in the order they were added to their quote.
  defaultOrder: 'ASC',
  references: { quoteId: { collection: 'quotes' } },
  // Each write locks the quote and recomputes its totalAmount (QUOTE_TOTAL); the quote's deactivation takes its items.
  parent: { collection: 'quotes', key: 'quoteId', deactivatedWithParent: true },
});
