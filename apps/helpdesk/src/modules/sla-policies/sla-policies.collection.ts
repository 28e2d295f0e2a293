import { defineCollection } from '@bizapi/collections';
import { SlaPolicyEntity } from './sla-policy.entity';
import { toSlaPolicyRecord } from './sla-policy.mapper';

export const SLA_POLICIES = defineCollection<SlaPolicyEntity>({
  collection: 'sla-policies',
  entity: SlaPolicyEntity,
  noun: 'SLA policy',
  toRecord: toSlaPolicyRecord,
  // Read-only and few: in the order they were seeded (urgent first).
  defaultOrder: 'ASC',
});
