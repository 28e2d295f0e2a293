import { formatApiDateTime } from '@bizapi/conventions';
import { dateColumnToApi } from '../shared/finance-enums';
import { ProvisioningEntity } from './provisioning.entity';

export function toProvisioningRecord(provisioning: ProvisioningEntity) {
  return {
    id: provisioning.id,
    title: provisioning.title,
    amount: provisioning.amount,
    typeCategory: provisioning.typeCategory,
    repeatPeriod: provisioning.repeatPeriod,
    startDate: dateColumnToApi(provisioning.startDate),
    endDate: dateColumnToApi(provisioning.endDate),
    bankAccountId: provisioning.bankAccountId,
    financialCategoryId: provisioning.financialCategoryId,
    personId: provisioning.personId,
    costCenterId: provisioning.costCenterId,
    isActive: provisioning.isActive,
    createdAt: formatApiDateTime(provisioning.createdAt),
    updatedAt: formatApiDateTime(provisioning.updatedAt),
  };
}
