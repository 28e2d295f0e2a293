import { defineCollection } from '@bizapi/collections';
import { COST_CENTERS_CONTRACT } from '@bizapi/contracts';
import { CostCenterEntity } from './cost-center.entity';
import { toCostCenterRecord } from './cost-center.mapper';

export const COST_CENTERS = defineCollection<CostCenterEntity>({
  contract: COST_CENTERS_CONTRACT,
  entity: CostCenterEntity,
  noun: 'cost center',
  toRecord: toCostCenterRecord,
  defaultOrder: 'ASC',
});
