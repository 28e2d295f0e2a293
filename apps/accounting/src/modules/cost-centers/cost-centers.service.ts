import { CollectionKit, CollectionService } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { CostCenterEntity } from './cost-center.entity';
import { COST_CENTERS } from './cost-centers.collection';

@Injectable()
export class CostCentersService extends CollectionService<CostCenterEntity> {
  constructor(kit: CollectionKit) {
    super(kit, COST_CENTERS);
  }
}
