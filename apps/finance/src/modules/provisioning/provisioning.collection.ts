import { defineCollection, equals, recordMapper } from '@bizapi/collections';
import { PROVISIONING_CONTRACT, TYPE_CATEGORIES } from '@bizapi/contracts';
import { ProvisioningEntity } from './provisioning.entity';

export const PROVISIONING = defineCollection<ProvisioningEntity>({
  contract: PROVISIONING_CONTRACT,
  entity: ProvisioningEntity,
  noun: 'provisioning',
  toRecord: recordMapper(PROVISIONING_CONTRACT),
  filters: { typeCategory: equals('typeCategory', TYPE_CATEGORIES) },
});
