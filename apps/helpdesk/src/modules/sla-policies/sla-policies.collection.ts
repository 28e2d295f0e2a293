import { defineCollection } from '@bizapi/collections';
import { SLA_POLICIES_CONTRACT } from '@bizapi/contracts';
import { SlaPolicyEntity } from './sla-policy.entity';
import { toSlaPolicyRecord } from './sla-policy.mapper';

export const SLA_POLICIES = defineCollection<SlaPolicyEntity>({
  contract: SLA_POLICIES_CONTRACT,
  entity: SlaPolicyEntity,
  noun: 'SLA policy',
  toRecord: toSlaPolicyRecord,
  // Read-only and few: in the order they were seeded (urgent first).
  defaultOrder: 'ASC',
});
