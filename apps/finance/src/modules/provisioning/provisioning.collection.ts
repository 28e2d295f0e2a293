import { defineCollection, equals } from '@bizapi/collections';
import { PROVISIONING_CONTRACT, TYPE_CATEGORIES } from '@bizapi/contracts';
import { ProvisioningEntity } from './provisioning.entity';
import { toProvisioningRecord } from './provisioning.mapper';

export const PROVISIONING = defineCollection<ProvisioningEntity>({
  contract: PROVISIONING_CONTRACT,
  entity: ProvisioningEntity,
  noun: 'provisioning',
  toRecord: toProvisioningRecord,
  filters: { typeCategory: equals('typeCategory', TYPE_CATEGORIES) },
  references: {
    personId: { collection: 'persons' },
    costCenterId: { collection: 'cost-centers' },
    bankAccountId: { collection: 'bank-accounts' },
    financialCategoryId: { collection: 'financial-categories' },
  },
});
