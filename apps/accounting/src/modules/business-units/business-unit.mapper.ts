import { formatApiDateTime } from '@bizapi/conventions';
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
