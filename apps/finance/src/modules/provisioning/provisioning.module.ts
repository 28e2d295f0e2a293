import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { PROVISIONING } from './provisioning.collection';
import { ProvisioningService } from './provisioning.service';

@Module({
  controllers: [collectionController(PROVISIONING, ProvisioningService)],
  providers: [ProvisioningService],
  exports: [ProvisioningService],
})
export class ProvisioningModule {}
