import { formatApiDateTime } from '@bizapi/conventions';
import { DealPipelineEntity } from './deal-pipeline.entity';
import { DealStageEntity } from './deal-stage.entity';

/** A DealPipeline as list and get return it, stages in their order. */
export function toDealPipelineRecord(pipeline: DealPipelineEntity, stages: DealStageEntity[]) {
  return {
    id: pipeline.id,
    name: pipeline.name,
    description: pipeline.description,
    stages: [...stages]
      .sort((a, b) => a.position - b.position)
      .map((stage) => ({ id: stage.id, name: stage.name, order: stage.position })),
    isActive: pipeline.isActive,
    createdAt: formatApiDateTime(pipeline.createdAt),
    updatedAt: formatApiDateTime(pipeline.updatedAt),
  };
}

export type DealPipelineRecord = ReturnType<typeof toDealPipelineRecord>;
