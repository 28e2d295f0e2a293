import { formatApiDateTime } from '@bizapi/conventions';
import { DealPipelineEntity } from './deal-pipeline.entity';
import { DealStageEntity } from './deal-stage.entity';

/** A DealPipeline as list and get return it; `stages` come ordered by position (stagesOf sorts them). */
export function toDealPipelineRecord(pipeline: DealPipelineEntity, stages: DealStageEntity[]) {
  return {
    id: pipeline.id,
    name: pipeline.name,
    description: pipeline.description,
    stages: stages.map((stage) => ({ id: stage.id, name: stage.name, order: stage.position })),
    isActive: pipeline.isActive,
    createdAt: formatApiDateTime(pipeline.createdAt),
    updatedAt: formatApiDateTime(pipeline.updatedAt),
  };
}

export type DealPipelineRecord = ReturnType<typeof toDealPipelineRecord>;
