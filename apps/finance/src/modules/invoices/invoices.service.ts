import { CollectionKit, CollectionService, sentFields } from '@bizapi/collections';
import type { RequestContext } from '@bizapi/contracts';
import { Injectable } from '@nestjs/common';
import { CreateInvoiceDto } from './invoice.dto';
import { InvoiceEntity } from './invoice.entity';
import { INVOICES } from './invoices.collection';

@Injectable()
export class InvoicesService extends CollectionService<InvoiceEntity, CreateInvoiceDto> {
  constructor(kit: CollectionKit) {
    super(kit, INVOICES);
  }

  protected override build(input: CreateInvoiceDto, _caller: RequestContext): Partial<InvoiceEntity> {
    return { measurementId: null, dueDate: null, description: null, ...sentFields(input), status: 'DRAFT' };
  }
}
