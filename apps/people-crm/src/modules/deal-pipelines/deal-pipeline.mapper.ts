import { formatApiDateTime } from '@bizapi/conventions';
import { DealPipelineEntity } from './deal-pipeline.entity';

/** A DealPipeline as list and get return it, with its stages as {id, name, order} in their order. */
export function toDealPipelineRecord(pipeline: DealPipelineEntity) {
  return {
    id: pipeline.id,
    name: pipeline.name,
    description: pipeline.description,
    stages: pipeline.stages ?? [],
    isActive: pipeline.isActive,
    createdAt: formatApiDateTime(pipeline.createdAt),
    updatedAt: formatApiDateTime(pipeline.updatedAt),
  };
}
