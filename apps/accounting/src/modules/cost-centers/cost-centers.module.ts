import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { COST_CENTERS } from './cost-centers.collection';
import { CostCentersService } from './cost-centers.service';

@Module({
  controllers: [collectionController(COST_CENTERS, CostCentersService)],
  providers: [CostCentersService],
  exports: [CostCentersService],
})
export class CostCentersModule {}
