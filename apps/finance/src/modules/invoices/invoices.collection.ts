import { CollectionKit, CollectionService, defineCollection, equals, idEquals, sentFields } from '@bizapi/collections';
import { INVOICE_STATUSES } from '@bizapi/contracts';
import type { RequestContext } from '@bizapi/contracts';
import { ApiDate, LONG_TEXT_MAX, Money, Nullable, Required, Text, formatApiDateTime } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { IsString } from 'class-validator';
import { dateColumnToApi } from '../finance-enums';
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

export const INVOICES = defineCollection<InvoiceEntity>({
  collection: 'invoices',
  entity: InvoiceEntity,
  noun: 'invoice',
  toRecord: toInvoiceRecord,
  filters: { status: equals('status', INVOICE_STATUSES), personId: idEquals('personId') },
  references: {
    personId: { collection: 'persons', nameProperty: 'personName' },
    measurementId: { collection: 'measurements' },
  },
  events: { created: 'invoice.created' },
});

/** Every invoice starts DRAFT: `status` is not a field of the create body. */
export class CreateInvoiceDto {
  @Required() @IsString() personId: string;
  @Nullable() @IsString() measurementId?: string | null;
  @Required() @Money({ exclusiveMin: true }) invoiceAmount: number;
  @Nullable() @ApiDate({ dateOnly: true }) dueDate?: string | null;
  @Nullable() @Text(LONG_TEXT_MAX) description?: string | null;
}

@Injectable()
export class InvoicesService extends CollectionService<InvoiceEntity, CreateInvoiceDto> {
  constructor(kit: CollectionKit) {
    super(kit, INVOICES);
  }

  protected override build(input: CreateInvoiceDto, _caller: RequestContext): Partial<InvoiceEntity> {
    return { measurementId: null, dueDate: null, description: null, ...sentFields(input), status: 'DRAFT' };
  }
}
