import { formatApiDateTime } from '@bizapi/conventions';
import { QuoteItemEntity } from './quote-item.entity';

export function toQuoteItemRecord(item: QuoteItemEntity) {
  return {
    id: item.id,
    quoteId: item.quoteId,
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

export type QuoteItemRecord = ReturnType<typeof toQuoteItemRecord>;
