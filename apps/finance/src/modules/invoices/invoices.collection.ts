import { defineCollection, equals, idEquals, recordMapper } from '@bizapi/collections';
import { INVOICES_CONTRACT, INVOICE_STATUSES } from '@bizapi/contracts';
import { InvoiceEntity } from './invoice.entity';

export const INVOICES = defineCollection<InvoiceEntity>({
  contract: INVOICES_CONTRACT,
  entity: InvoiceEntity,
  noun: 'invoice',
  toRecord: recordMapper(INVOICES_CONTRACT),
  filters: { status: equals('status', INVOICE_STATUSES), personId: idEquals('personId') },
});
