import { CollectionKit, CollectionService, WriteContext, assignSent, sentFields } from '@bizapi/collections';
import { parseApiDate } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { CreateQuoteDto, UpdateQuoteDto } from './quote.dto';
import { QuoteEntity } from './quote.entity';
import { quoteTotalOf } from './quote-totals';
import { QUOTES } from './quotes.collection';

/**
 * Quotes of a deal. A new quote is DRAFT with the next QUOTE code and a
 * totalAmount of 0 (it has no items yet); a PUT status sets any quote status;
 * a new discount recomputes totalAmount from the items, under the quote's lock
 * the kit already holds.
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
    if (quote.discount !== discount) quote.totalAmount = await quoteTotalOf(manager, quote.companyId, quote.id, quote.discount, { field: 'discount' });
  }

  /** A quote's items go with it. */
  protected override async onDeactivate(quote: QuoteEntity, manager: EntityManager): Promise<void> {
    await this.kit.registry.store('quote-items')?.deactivateWhere(manager, quote.companyId, 'quoteId', quote.id);
  }
}
