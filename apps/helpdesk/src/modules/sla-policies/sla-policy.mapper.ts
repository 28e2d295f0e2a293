import { formatApiDateTime } from '@bizapi/conventions';
import { SlaPolicyEntity } from './sla-policy.entity';

/** An SlaPolicy as every operation returns it (createdAt and updatedAt are extensions, as on every collection). */
export function toSlaPolicyRecord(policy: SlaPolicyEntity) {
  return {
    id: policy.id,
    name: policy.name,
    description: policy.description,
    firstResponseTime: policy.firstResponseTime,
    resolutionTime: policy.resolutionTime,
    priority: policy.priority,
    isActive: policy.isActive,
    createdAt: formatApiDateTime(policy.createdAt),
    updatedAt: formatApiDateTime(policy.updatedAt),
  };
}
