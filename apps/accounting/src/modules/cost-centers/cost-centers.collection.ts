import { defineCollection, recordMapper } from '@bizapi/collections';
import { COST_CENTERS_CONTRACT } from '@bizapi/contracts';
import { CostCenterEntity } from './cost-center.entity';

export const COST_CENTERS = defineCollection<CostCenterEntity>({
  contract: COST_CENTERS_CONTRACT,
  entity: CostCenterEntity,
  noun: 'cost center',
  toRecord: recordMapper(COST_CENTERS_CONTRACT),
  defaultOrder: 'ASC',
});
