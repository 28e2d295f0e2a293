import { defineCollection } from '@bizapi/collections';
import { DealStageEntity } from './deal-stage.entity';
import { toDealStageRecord } from './deal-stage.mapper';

/** Stages are not a collection of the API, but deals reference them (dealStageId, dealStageName). */
export const DEAL_STAGES = defineCollection<DealStageEntity>({
  collection: 'deal-stages',
  entity: DealStageEntity,
  noun: 'deal stage',
  toRecord: toDealStageRecord,
});
