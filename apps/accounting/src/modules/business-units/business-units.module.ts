import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { BUSINESS_UNITS } from './business-units.collection';
import { BusinessUnitsService } from './business-units.service';

@Module({
  controllers: [collectionController(BUSINESS_UNITS, BusinessUnitsService)],
  providers: [BusinessUnitsService],
  exports: [BusinessUnitsService],
})
export class BusinessUnitsModule {}
