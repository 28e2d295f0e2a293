import type { Derivation } from '@bizapi/collections';
import { ApiError } from '@bizapi/contracts';
import { MONEY_MAX, centsOf, parseCents, toAmount } from '@bizapi/conventions';
import type { QuoteEntity } from './quote.entity';

/**
 * A quote's totalAmount: max(0, Σ totalPrice of its active items − discount),
 * recomputed by the kit under the quote's row lock on every item write, and by
 * the quote's own update when its discount changes (field then names it).
 */
export const QUOTE_TOTAL: Derivation<QuoteEntity> = {
  children: 'quote-items',
  async compute(quote, { children, child }) {
    const items = parseCents(await children.aggregate<string>('coalesce(sum(total_price), 0)'));
    const rest = items - BigInt(centsOf(quote.discount));
    const total = toAmount(rest > 0n ? rest : 0n);
    if (total > MONEY_MAX) throw ApiError.validation(child ? 'totalPrice' : 'discount', `the quote's totalAmount would be above ${MONEY_MAX}`);
    quote.totalAmount = total;
  },
};
