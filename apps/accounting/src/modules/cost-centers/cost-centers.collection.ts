import { CollectionKit, CollectionService, defineCollection } from '@bizapi/collections';
import { formatApiDateTime } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { CostCenterEntity } from './cost-center.entity';

export function toCostCenterRecord(center: CostCenterEntity) {
  return {
    id: center.id,
    name: center.name,
    code: center.code,
    description: center.description,
    isActive: center.isActive,
    createdAt: formatApiDateTime(center.createdAt),
    updatedAt: formatApiDateTime(center.updatedAt),
  };
}

export const COST_CENTERS = defineCollection<CostCenterEntity>({
  collection: 'cost-centers',
  entity: CostCenterEntity,
  noun: 'cost center',
  toRecord: toCostCenterRecord,
  defaultOrder: 'ASC',
});

@Injectable()
export class CostCentersService extends CollectionService<CostCenterEntity> {
  constructor(kit: CollectionKit) {
    super(kit, COST_CENTERS);
  }
}
