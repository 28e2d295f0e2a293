import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { MEASUREMENTS } from './measurements.collection';
import { MeasurementsService } from './measurements.service';

@Module({
  controllers: [collectionController(MEASUREMENTS, MeasurementsService)],
  providers: [MeasurementsService],
  exports: [MeasurementsService],
})
export class MeasurementsModule {}
