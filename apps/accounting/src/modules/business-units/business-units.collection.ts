import { defineCollection } from '@bizapi/collections';
import { BUSINESS_UNITS_CONTRACT } from '@bizapi/contracts';
import { BusinessUnitEntity } from './business-unit.entity';
import { toBusinessUnitRecord } from './business-unit.mapper';

export const BUSINESS_UNITS = defineCollection<BusinessUnitEntity>({
  contract: BUSINESS_UNITS_CONTRACT,
  entity: BusinessUnitEntity,
  noun: 'business unit',
  toRecord: toBusinessUnitRecord,
  defaultOrder: 'ASC',
});
