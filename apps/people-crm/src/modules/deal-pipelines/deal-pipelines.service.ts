import { CollectionKit, CollectionService } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { DealPipelineEntity } from './deal-pipeline.entity';
import { DEAL_PIPELINES } from './deal-pipelines.collection';

/** Deal pipelines: read-only reference data that deals are placed in (seeded with their stages by admin/pipeline-seeder.ts). */
@Injectable()
export class DealPipelinesService extends CollectionService<DealPipelineEntity> {
  constructor(kit: CollectionKit) {
    super(kit, DEAL_PIPELINES);
  }
}
