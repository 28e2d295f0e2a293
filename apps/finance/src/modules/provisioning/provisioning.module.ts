import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { PROVISIONING } from './provisioning.collection';
import { CreateProvisioningDto } from './provisioning.dto';
import { ProvisioningService } from './provisioning.service';

@Module({
  controllers: [collectionController(PROVISIONING, ProvisioningService, { create: CreateProvisioningDto })],
  providers: [ProvisioningService],
  exports: [ProvisioningService],
})
export class ProvisioningModule {}
