import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CreateQuoteItemDto, UpdateQuoteItemDto } from './quote-item.dto';
import { QUOTE_ITEMS } from './quote-items.collection';
import { QuoteItemsService } from './quote-items.service';

@Module({
  controllers: [collectionController(QUOTE_ITEMS, QuoteItemsService, { create: CreateQuoteItemDto, update: UpdateQuoteItemDto })],
  providers: [QuoteItemsService],
})
export class QuoteItemsModule {}
