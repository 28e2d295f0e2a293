import { formatApiDateTime } from '@bizapi/conventions';
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
