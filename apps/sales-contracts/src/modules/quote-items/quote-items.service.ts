import { CollectionKit, CollectionService, WriteContext, sentFields } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { recalculateQuoteTotal } from '../quotes/quote-totals';
import { lineTotal } from '@bizapi/conventions';
import { CreateQuoteItemDto, UpdateQuoteItemDto } from './quote-item.dto';
import { QuoteItemEntity } from './quote-item.entity';
import { QUOTE_ITEMS } from './quote-items.collection';

/**
 * Lines of a quote. totalPrice = quantity × unitPrice − discount; every
 * create or update recomputes the quote's totalAmount in the same
 * transaction, under the quote's row lock.
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

  protected override afterWrite(item: QuoteItemEntity, { manager }: WriteContext): Promise<void> {
    return recalculateQuoteTotal(this.kit, manager, item.companyId, item.quoteId);
  }

  /** The operator's deactivation of an item takes it out of its quote's total (the quote's own deactivation takes its items along without this). */
  protected override onDeactivate(item: QuoteItemEntity, manager: EntityManager): Promise<void> {
    return recalculateQuoteTotal(this.kit, manager, item.companyId, item.quoteId, item.id);
  }
}
