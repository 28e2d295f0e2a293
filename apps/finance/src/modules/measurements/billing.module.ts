import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CreateInvoiceDto, INVOICES, InvoicesService } from '../invoices/invoices.collection';
import { CreateProvisioningDto, PROVISIONING, ProvisioningService } from '../provisioning/provisioning.collection';
import { CreateMeasurementDto, MEASUREMENTS, MeasurementsService } from './measurements.collection';

/** Measurements, the invoices that may refer to them, and provisioning. */
@Module({
  controllers: [
    collectionController(MEASUREMENTS, MeasurementsService, { create: CreateMeasurementDto }),
    collectionController(INVOICES, InvoicesService, { create: CreateInvoiceDto }),
    collectionController(PROVISIONING, ProvisioningService, { create: CreateProvisioningDto }),
  ],
  providers: [MeasurementsService, InvoicesService, ProvisioningService],
})
export class BillingModule {}
