import { CollectionKit, CollectionService, sentFields } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { lineTotal } from '@bizapi/conventions';
import { CreateQuoteItemDto, UpdateQuoteItemDto } from './quote-item.dto';
import { QuoteItemEntity } from './quote-item.entity';
import { QUOTE_ITEMS } from './quote-items.collection';

/**
 * Lines of a quote. totalPrice = quantity × unitPrice − discount; every
 * create, update or deactivation recomputes the quote's totalAmount in the
 * same transaction, under the quote's row lock (the kit's, by the declared
 * parent).
 */
@Injectable()
export class QuoteItemsService extends CollectionService<QuoteItemEntity, CreateQuoteItemDto, UpdateQuoteItemDto> {
  constructor(kit: CollectionKit) {
    super(kit, QUOTE_ITEMS);
  }

  protected override build(input: CreateQuoteItemDto): Partial<QuoteItemEntity> {
    return { discount: 0, ...sentFields(input) };
  }

  protected override check(item: QuoteItemEntity): void {
    item.totalPrice = lineTotal(item.quantity, item.unitPrice, item.discount);
  }
}
