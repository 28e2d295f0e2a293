import { CollectionKit, CollectionService, defineCollection } from '@bizapi/collections';
import { formatApiDateTime } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { BusinessUnitEntity } from './business-unit.entity';

export function toBusinessUnitRecord(unit: BusinessUnitEntity) {
  return {
    id: unit.id,
    name: unit.name,
    description: unit.description,
    isActive: unit.isActive,
    createdAt: formatApiDateTime(unit.createdAt),
    updatedAt: formatApiDateTime(unit.updatedAt),
  };
}

export const BUSINESS_UNITS = defineCollection<BusinessUnitEntity>({
  collection: 'business-units',
  entity: BusinessUnitEntity,
  noun: 'business unit',
  toRecord: toBusinessUnitRecord,
  defaultOrder: 'ASC',
});

@Injectable()
export class BusinessUnitsService extends CollectionService<BusinessUnitEntity> {
  constructor(kit: CollectionKit) {
    super(kit, BUSINESS_UNITS);
  }
}
