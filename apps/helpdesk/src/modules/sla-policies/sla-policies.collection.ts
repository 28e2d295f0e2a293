import { defineCollection, recordMapper } from '@bizapi/collections';
import { SLA_POLICIES_CONTRACT } from '@bizapi/contracts';
import { SlaPolicyEntity } from './sla-policy.entity';

export const SLA_POLICIES = defineCollection<SlaPolicyEntity>({
  contract: SLA_POLICIES_CONTRACT,
  entity: SlaPolicyEntity,
  noun: 'SLA policy',
  toRecord: recordMapper(SLA_POLICIES_CONTRACT),
  // Read-only and few: in the order they were seeded (urgent first).
  defaultOrder: 'ASC',
});
