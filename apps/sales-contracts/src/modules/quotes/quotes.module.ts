import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CreateQuoteDto, UpdateQuoteDto } from './quote.dto';
import { QUOTES } from './quotes.collection';
import { QuotesService } from './quotes.service';

@Module({
  controllers: [collectionController(QUOTES, QuotesService, { create: CreateQuoteDto, update: UpdateQuoteDto })],
  providers: [QuotesService],
  exports: [QuotesService],
})
export class QuotesModule {}
