import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CreateInvoiceDto } from './invoice.dto';
import { INVOICES } from './invoices.collection';
import { InvoicesService } from './invoices.service';

@Module({
  controllers: [collectionController(INVOICES, InvoicesService, { create: CreateInvoiceDto })],
  providers: [InvoicesService],
  exports: [InvoicesService],
})
export class InvoicesModule {}
