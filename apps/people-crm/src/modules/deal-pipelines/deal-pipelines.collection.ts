import { defineCollection } from '@bizapi/collections';
import { DealPipelineEntity } from './deal-pipeline.entity';
import { toDealPipelineRecord } from './deal-pipeline.mapper';
import { DealStageEntity } from './deal-stage.entity';

export const DEAL_PIPELINES = defineCollection<DealPipelineEntity>({
  collection: 'deal-pipelines',
  entity: DealPipelineEntity,
  noun: 'deal pipeline',
  toRecord: toDealPipelineRecord,
  // In the order they were set up (the seed's order), as CRMs show them.
  defaultOrder: 'ASC',
  computed: {
    stages: `SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'order', s.position) ORDER BY s.position), '[]')
             FROM deal_stages s WHERE s.company_id = t.company_id AND s.deal_pipeline_id = t.id`,
  },
});

/** Stages are not a collection of the API, but deals reference them (dealStageId, dealStageName). */
export const DEAL_STAGES = defineCollection<DealStageEntity>({
  collection: 'deal-stages',
  entity: DealStageEntity,
  noun: 'deal stage',
  toRecord: (stage) => ({ id: stage.id, name: stage.name, order: stage.position }),
});
