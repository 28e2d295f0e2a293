import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { BUSINESS_UNITS, BusinessUnitsService } from './business-units/business-units.collection';
import { COST_CENTERS, CostCentersService } from './cost-centers/cost-centers.collection';
import { CUSTOM_FIELDS, CustomFieldsService } from './custom-fields/custom-fields.collection';

/** The configuration lookups (read-only): cost centers, business units, custom fields. */
@Module({
  controllers: [
    collectionController(COST_CENTERS, CostCentersService),
    collectionController(BUSINESS_UNITS, BusinessUnitsService),
    collectionController(CUSTOM_FIELDS, CustomFieldsService),
  ],
  providers: [CostCentersService, BusinessUnitsService, CustomFieldsService],
  exports: [CostCentersService, BusinessUnitsService, CustomFieldsService],
})
export class LookupsModule {}
