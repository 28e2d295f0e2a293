import { formatApiDateTime } from '@bizapi/conventions';
import { ContractItemEntity } from './contract-item.entity';

export function toContractItemRecord(item: ContractItemEntity) {
  return {
    id: item.id,
    contractId: item.contractId,
    description: item.description,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    isActive: item.isActive,
    createdAt: formatApiDateTime(item.createdAt),
    updatedAt: formatApiDateTime(item.updatedAt),
  };
}

export type ContractItemRecord = ReturnType<typeof toContractItemRecord>;
