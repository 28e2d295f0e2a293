import { defineCollection } from '@bizapi/collections';
import { BusinessUnitEntity } from './business-unit.entity';
import { toBusinessUnitRecord } from './business-unit.mapper';

export const BUSINESS_UNITS = defineCollection<BusinessUnitEntity>({
  collection: 'business-units',
  entity: BusinessUnitEntity,
  noun: 'business unit',
  toRecord: toBusinessUnitRecord,
  defaultOrder: 'ASC',
});
