import { CollectionKit, CollectionService } from '@bizapi/collections';
import { lineTotal } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { QuoteItemEntity } from './quote-item.entity';
import { QUOTE_ITEMS } from './quote-items.collection';

/**
 * Lines of a quote. totalPrice = quantity × unitPrice − discount; every
 * create, update or deactivation recomputes the quote's totalAmount in the
 * same transaction, under the quote's row lock (the kit's, by the declared
 * parent).
 */
@Injectable()
export class QuoteItemsService extends CollectionService<QuoteItemEntity> {
  constructor(kit: CollectionKit) {
    super(kit, QUOTE_ITEMS);
  }

  protected override check(item: QuoteItemEntity): void {
    item.totalPrice = lineTotal(item.quantity, item.unitPrice, item.discount);
  }
}
