import { CollectionKit, CollectionService } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { InvoiceEntity } from './invoice.entity';
import { INVOICES } from './invoices.collection';

@Injectable()
export class InvoicesService extends CollectionService<InvoiceEntity> {
  constructor(kit: CollectionKit) {
    super(kit, INVOICES);
  }
}
