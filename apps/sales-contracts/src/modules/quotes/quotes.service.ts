import { CollectionKit, CollectionService, UpdateInput, WriteContext } from '@bizapi/collections';
import { QUOTES_CONTRACT } from '@bizapi/contracts';
import { Injectable } from '@nestjs/common';
import { QuoteEntity } from './quote.entity';
import { QUOTES } from './quotes.collection';

/**
 * Quotes of a deal. A new quote is DRAFT with the next QUOTE code and a
 * totalAmount of 0 (it has no items yet); a PUT status sets any quote status;
 * a new discount recomputes totalAmount from the items (QUOTE_TOTAL), under
 * the quote's lock the kit already holds. Its items go with its deactivation
 * (declared on the items).
 */
@Injectable()
export class QuotesService extends CollectionService<QuoteEntity, object, UpdateInput<typeof QUOTES_CONTRACT>> {
  constructor(kit: CollectionKit) {
    super(kit, QUOTES);
  }

  protected override async apply(quote: QuoteEntity, input: UpdateInput<typeof QUOTES_CONTRACT>, context: WriteContext): Promise<void> {
    const discount = quote.discount;
    await super.apply(quote, input, context);
    if (quote.discount !== discount) await this.rederive(quote, context.manager);
  }
}
