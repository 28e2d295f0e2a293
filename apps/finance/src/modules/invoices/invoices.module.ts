import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { INVOICES } from './invoices.collection';
import { InvoicesService } from './invoices.service';

@Module({
  controllers: [collectionController(INVOICES, InvoicesService)],
  providers: [InvoicesService],
  exports: [InvoicesService],
})
export class InvoicesModule {}
