import { defineCollection, equals, idEquals, recordMapper } from '@bizapi/collections';
import { QUOTES_CONTRACT, QUOTE_STATUSES } from '@bizapi/contracts';
import { QuoteEntity } from './quote.entity';
import { QUOTE_TOTAL } from './quote-totals';

export const QUOTES = defineCollection<QuoteEntity>({
  contract: QUOTES_CONTRACT,
  entity: QuoteEntity,
  noun: 'quote',
  toRecord: recordMapper(QUOTES_CONTRACT),
  filters: { dealId: idEquals('dealId'), status: equals('status', QUOTE_STATUSES) },
  orderBy: { totalAmount: { property: 'totalAmount' } },
  derive: QUOTE_TOTAL,
});
