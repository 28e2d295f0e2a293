import { defineCollection, equals, idEquals } from '@bizapi/collections';
import { QUOTES_CONTRACT, QUOTE_STATUSES } from '@bizapi/contracts';
import { QuoteEntity } from './quote.entity';
import { QUOTE_TOTAL } from './quote-totals';
import { toQuoteRecord } from './quote.mapper';

export const QUOTES = defineCollection<QuoteEntity>({
  contract: QUOTES_CONTRACT,
  entity: QuoteEntity,
  noun: 'quote',
  toRecord: toQuoteRecord,
  filters: { dealId: idEquals('dealId'), status: equals('status', QUOTE_STATUSES) },
  orderBy: { totalAmount: { property: 'totalAmount' } },
  references: { dealId: { collection: 'deals' } },
  code: { prefix: 'QUOTE' },
  derive: QUOTE_TOTAL,
});
