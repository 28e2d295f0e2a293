import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { DealStagesModule } from '../deal-stages/deal-stages.module';
import { DEALS } from './deals.collection';
import { DealsService } from './deals.service';

@Module({
  imports: [DealStagesModule],
  controllers: [collectionController(DEALS, DealsService)],
  providers: [DealsService],
})
export class DealsModule {}
