import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { SettlementPoster } from './settlement-poster';
import { SettlementsConsumer } from './settlements.consumer';

/** Automatic journal entries from finance's settlements (`financial.settled`). */
@Module({
  imports: [LedgerModule],
  providers: [SettlementPoster, SettlementsConsumer],
})
export class SettlementsModule {}
