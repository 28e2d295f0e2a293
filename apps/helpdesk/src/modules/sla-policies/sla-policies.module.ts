import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { SLA_POLICIES, SlaPoliciesService } from './sla-policies.collection';

@Module({
  controllers: [collectionController(SLA_POLICIES, SlaPoliciesService)],
  providers: [SlaPoliciesService],
  exports: [SlaPoliciesService],
})
export class SlaPoliciesModule {}
