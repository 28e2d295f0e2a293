import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CreateMeasurementDto } from './measurement.dto';
import { MEASUREMENTS } from './measurements.collection';
import { MeasurementsService } from './measurements.service';

@Module({
  controllers: [collectionController(MEASUREMENTS, MeasurementsService, { create: CreateMeasurementDto })],
  providers: [MeasurementsService],
  exports: [MeasurementsService],
})
export class MeasurementsModule {}
