import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { QUOTE_ITEMS } from './quote-items.collection';
import { QuoteItemsService } from './quote-items.service';

@Module({
  controllers: [collectionController(QUOTE_ITEMS, QuoteItemsService)],
  providers: [QuoteItemsService],
})
export class QuoteItemsModule {}
