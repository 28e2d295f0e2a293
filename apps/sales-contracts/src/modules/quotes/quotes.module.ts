import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { QUOTES } from './quotes.collection';
import { QuotesService } from './quotes.service';

@Module({
  controllers: [collectionController(QUOTES, QuotesService)],
  providers: [QuotesService],
  exports: [QuotesService],
})
export class QuotesModule {}
