import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { DEAL_PIPELINES } from './deal-pipelines.collection';
import { DealPipelinesService } from './deal-pipelines.service';

@Module({
  controllers: [collectionController(DEAL_PIPELINES, DealPipelinesService)],
  providers: [DealPipelinesService],
  exports: [DealPipelinesService],
})
export class DealPipelinesModule {}
