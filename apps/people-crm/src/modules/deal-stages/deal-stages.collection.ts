import { defineCollection } from '@bizapi/collections';
import { DEAL_STAGES_CONTRACT } from '@bizapi/contracts';
import { DealStageEntity } from './deal-stage.entity';
import { toDealStageRecord } from './deal-stage.mapper';

/** Stages are not a collection of the API, but deals reference them (dealStageId, dealStageName). */
export const DEAL_STAGES = defineCollection<DealStageEntity>({
  contract: DEAL_STAGES_CONTRACT,
  entity: DealStageEntity,
  noun: 'deal stage',
  toRecord: toDealStageRecord,
});
