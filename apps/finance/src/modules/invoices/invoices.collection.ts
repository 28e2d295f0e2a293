import { defineCollection, equals, idEquals } from '@bizapi/collections';
import { INVOICES_CONTRACT, INVOICE_STATUSES } from '@bizapi/contracts';
import { InvoiceEntity } from './invoice.entity';
import { toInvoiceRecord } from './invoice.mapper';

export const INVOICES = defineCollection<InvoiceEntity>({
  contract: INVOICES_CONTRACT,
  entity: InvoiceEntity,
  noun: 'invoice',
  toRecord: toInvoiceRecord,
  filters: { status: equals('status', INVOICE_STATUSES), personId: idEquals('personId') },
  references: {
    personId: { collection: 'persons', nameProperty: 'personName' },
    measurementId: { collection: 'measurements' },
  },
});
