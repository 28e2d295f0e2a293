import { DealStageEntity } from './deal-stage.entity';

/** A stage as a pipeline lists it: `{id, name, order}`. */
export function toDealStageRecord(stage: DealStageEntity) {
  return { id: stage.id, name: stage.name, order: stage.position };
}
