import { defineCollection, recordMapper } from '@bizapi/collections';
import { BUSINESS_UNITS_CONTRACT } from '@bizapi/contracts';
import { BusinessUnitEntity } from './business-unit.entity';

export const BUSINESS_UNITS = defineCollection<BusinessUnitEntity>({
  contract: BUSINESS_UNITS_CONTRACT,
  entity: BusinessUnitEntity,
  noun: 'business unit',
  toRecord: recordMapper(BUSINESS_UNITS_CONTRACT),
  defaultOrder: 'ASC',
});
