import { formatApiDateTime } from '@bizapi/conventions';
import { ContractEntity } from './contract.entity';

/** A recurring Contract as lists, get, writes and events return it. */
export function toContractRecord(contract: ContractEntity) {
  return {
    id: contract.id,
    signId: contract.signId,
    title: contract.title,
    status: contract.status,
    startDate: formatApiDateTime(contract.startDate),
    endDate: formatApiDateTime(contract.endDate),
    monthlyAmount: contract.monthlyAmount,
    renewalType: contract.renewalType,
    billingType: contract.billingType,
    isActive: contract.isActive,
    createdAt: formatApiDateTime(contract.createdAt),
    updatedAt: formatApiDateTime(contract.updatedAt),
  };
}

export type ContractRecord = ReturnType<typeof toContractRecord>;
