import { defineCollection } from '@bizapi/collections';
import { CostCenterEntity } from './cost-center.entity';
import { toCostCenterRecord } from './cost-center.mapper';

export const COST_CENTERS = defineCollection<CostCenterEntity>({
  collection: 'cost-centers',
  entity: CostCenterEntity,
  noun: 'cost center',
  toRecord: toCostCenterRecord,
  defaultOrder: 'ASC',
});
