import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { SLA_POLICIES } from './sla-policies.collection';
import { SlaPoliciesService } from './sla-policies.service';

@Module({
  controllers: [collectionController(SLA_POLICIES, SlaPoliciesService)],
  providers: [SlaPoliciesService],
  exports: [SlaPoliciesService],
})
export class SlaPoliciesModule {}
