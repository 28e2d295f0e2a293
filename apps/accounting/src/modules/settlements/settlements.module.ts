import { Module } from '@nestjs/common';
import { BooksModule } from '../books.module';
import { SettlementPoster } from './settlement-poster';
import { SettlementsConsumer } from './settlements.consumer';

/** Automatic journal entries from finance's settlements (`financial.settled`). */
@Module({
  imports: [BooksModule],
  providers: [SettlementPoster, SettlementsConsumer],
})
export class SettlementsModule {}
