import { CollectionKit, CollectionService } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { BusinessUnitEntity } from './business-unit.entity';
import { BUSINESS_UNITS } from './business-units.collection';

@Injectable()
export class BusinessUnitsService extends CollectionService<BusinessUnitEntity> {
  constructor(kit: CollectionKit) {
    super(kit, BUSINESS_UNITS);
  }
}
