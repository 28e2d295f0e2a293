import { defineCollection, equals, idEquals } from '@bizapi/collections';
import { QUOTE_STATUSES } from '@bizapi/contracts';
import { QuoteEntity } from './quote.entity';
import { toQuoteRecord } from './quote.mapper';

export const QUOTES = defineCollection<QuoteEntity>({
  collection: 'quotes',
  entity: QuoteEntity,
  noun: 'quote',
  toRecord: toQuoteRecord,
  filters: { dealId: idEquals('dealId'), status: equals('status', QUOTE_STATUSES) },
  orderBy: { totalAmount: { property: 'totalAmount' } },
  references: { dealId: { collection: 'deals' } },
  events: { created: 'quote.created', updated: 'quote.updated' },
  code: { prefix: 'QUOTE' },
  nameProperty: 'title',
});
