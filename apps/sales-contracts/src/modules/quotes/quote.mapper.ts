import { formatApiDateTime } from '@bizapi/conventions';
import { QuoteEntity } from './quote.entity';

/** A Quote as lists, get, writes and events return it. */
export function toQuoteRecord(quote: QuoteEntity) {
  return {
    id: quote.id,
    code: quote.code,
    dealId: quote.dealId,
    title: quote.title,
    status: quote.status,
    totalAmount: quote.totalAmount,
    discount: quote.discount,
    validUntil: formatApiDateTime(quote.validUntil),
    notes: quote.notes,
    isActive: quote.isActive,
    createdAt: formatApiDateTime(quote.createdAt),
    updatedAt: formatApiDateTime(quote.updatedAt),
  };
}

export type QuoteRecord = ReturnType<typeof toQuoteRecord>;
