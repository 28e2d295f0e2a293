import { defineCollection, equals, idEquals, recordMapper } from '@bizapi/collections';
import { MEASUREMENTS_CONTRACT, MEASUREMENT_STATUSES } from '@bizapi/contracts';
import { MeasurementEntity } from './measurement.entity';

export const MEASUREMENTS = defineCollection<MeasurementEntity>({
  contract: MEASUREMENTS_CONTRACT,
  entity: MeasurementEntity,
  noun: 'measurement',
  toRecord: recordMapper(MEASUREMENTS_CONTRACT),
  filters: { status: equals('status', MEASUREMENT_STATUSES), personId: idEquals('personId') },
});
