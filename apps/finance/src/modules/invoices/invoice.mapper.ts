import { formatApiDateTime } from '@bizapi/conventions';
import { dateColumnToApi } from '../shared/finance-enums';
import { InvoiceEntity } from './invoice.entity';

/** An Invoice as every operation returns it: `description` is stored but never echoed (the spec). */
export function toInvoiceRecord(invoice: InvoiceEntity) {
  return {
    id: invoice.id,
    personId: invoice.personId,
    personName: invoice.personName ?? null,
    measurementId: invoice.measurementId,
    invoiceAmount: invoice.invoiceAmount,
    status: invoice.status,
    dueDate: dateColumnToApi(invoice.dueDate),
    isActive: invoice.isActive,
    createdAt: formatApiDateTime(invoice.createdAt),
    updatedAt: formatApiDateTime(invoice.updatedAt),
  };
}
