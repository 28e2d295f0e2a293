import { CollectionKit, CollectionService, sentFields } from '@bizapi/collections';
import type { RequestContext } from '@bizapi/contracts';
import { Injectable } from '@nestjs/common';
import { CreateMeasurementDto } from './measurement.dto';
import { MeasurementEntity } from './measurement.entity';
import { MEASUREMENTS } from './measurements.collection';
import { assertNotBefore } from '@bizapi/conventions';

@Injectable()
export class MeasurementsService extends CollectionService<MeasurementEntity, CreateMeasurementDto> {
  constructor(kit: CollectionKit) {
    super(kit, MEASUREMENTS);
  }

  protected override build(input: CreateMeasurementDto, _caller: RequestContext): Partial<MeasurementEntity> {
    const { measurementType, ...fields } = input;
    return { startDate: null, endDate: null, ...sentFields(fields), measurementType: measurementType ?? 'SIMPLE', status: 'DRAFT', totalAmount: 0 };
  }

  protected override check(measurement: MeasurementEntity): void {
    assertNotBefore('endDate', measurement.endDate, 'startDate', measurement.startDate);
  }
}
