import { defineCollection, recordMapper } from '@bizapi/collections';
import { DEAL_PIPELINES_CONTRACT } from '@bizapi/contracts';
import { DealPipelineEntity } from './deal-pipeline.entity';

const pipelineRecord = recordMapper(DEAL_PIPELINES_CONTRACT);

/** A pipeline with its stages as {id, name, order} in their order. */
export const DEAL_PIPELINES = defineCollection<DealPipelineEntity>({
  contract: DEAL_PIPELINES_CONTRACT,
  entity: DealPipelineEntity,
  noun: 'deal pipeline',
  toRecord: (pipeline) => ({ ...pipelineRecord(pipeline), stages: pipeline.stages ?? [] }),
  // In the order they were set up (the seed's order), as CRMs show them.
  defaultOrder: 'ASC',
  computed: {
    stages: `SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'order', s.position) ORDER BY s.position), '[]')
             FROM deal_stages s WHERE s.company_id = t.company_id AND s.deal_pipeline_id = t.id`,
  },
});
