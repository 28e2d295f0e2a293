import { formatApiDateTime } from '@bizapi/conventions';
import { DealItemEntity } from './deal-item.entity';

export function toDealItemRecord(item: DealItemEntity) {
  return {
    id: item.id,
    dealId: item.dealId,
    description: item.description,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    discount: item.discount,
    totalPrice: item.totalPrice,
    isActive: item.isActive,
    createdAt: formatApiDateTime(item.createdAt),
    updatedAt: formatApiDateTime(item.updatedAt),
  };
}

export type DealItemRecord = ReturnType<typeof toDealItemRecord>;
