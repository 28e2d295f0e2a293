import { CollectionKit, CollectionService, WriteContext, assignSent, sentFields } from '@bizapi/collections';
import { parseApiDate } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { CreateQuoteDto, UpdateQuoteDto } from './quote.dto';
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
export class QuotesService extends CollectionService<QuoteEntity, CreateQuoteDto, UpdateQuoteDto> {
  constructor(kit: CollectionKit) {
    super(kit, QUOTES);
  }

  protected override build(input: CreateQuoteDto): Partial<QuoteEntity> {
    const { validUntil, ...fields } = input;
    return {
      notes: null,
      discount: 0,
      ...sentFields(fields),
      status: 'DRAFT',
      totalAmount: 0,
      validUntil: parseApiDate(validUntil, { endOfDay: true }),
    };
  }

  protected override async apply(quote: QuoteEntity, input: UpdateQuoteDto, { manager }: WriteContext): Promise<void> {
    const { validUntil, ...fields } = input;
    const discount = quote.discount;
    assignSent(quote, fields);
    if (validUntil !== undefined) quote.validUntil = parseApiDate(validUntil, { endOfDay: true });
    if (quote.discount !== discount) await this.rederive(quote, manager);
  }
}
