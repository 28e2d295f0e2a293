import { defineCollection, idEquals, recordMapper } from '@bizapi/collections';
import { QUOTE_ITEMS_CONTRACT } from '@bizapi/contracts';
import { QuoteItemEntity } from './quote-item.entity';

export const QUOTE_ITEMS = defineCollection<QuoteItemEntity>({
  contract: QUOTE_ITEMS_CONTRACT,
  entity: QuoteItemEntity,
  noun: 'quote item',
  toRecord: recordMapper(QUOTE_ITEMS_CONTRACT),
  filters: { quoteId: idEquals('quoteId') },
  // Items in the order they were added to their quote.
  defaultOrder: 'ASC',
  // Each write locks the quote and recomputes its totalAmount (QUOTE_TOTAL); the quote's deactivation takes its items.
  parent: { collection: 'quotes', key: 'quoteId', deactivatedWithParent: true },
});
