import { CollectionKit, CollectionService } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { MeasurementEntity } from './measurement.entity';
import { MEASUREMENTS } from './measurements.collection';
import { assertNotBefore } from '@bizapi/conventions';

@Injectable()
export class MeasurementsService extends CollectionService<MeasurementEntity> {
  constructor(kit: CollectionKit) {
    super(kit, MEASUREMENTS);
  }

  protected override check(measurement: MeasurementEntity): void {
    assertNotBefore('endDate', measurement.endDate, 'startDate', measurement.startDate);
  }
}
