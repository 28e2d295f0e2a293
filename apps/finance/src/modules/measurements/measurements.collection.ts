import { defineCollection, equals, idEquals } from '@bizapi/collections';
import { MEASUREMENTS_CONTRACT, MEASUREMENT_STATUSES } from '@bizapi/contracts';
import { MeasurementEntity } from './measurement.entity';
import { toMeasurementRecord } from './measurement.mapper';

export const MEASUREMENTS = defineCollection<MeasurementEntity>({
  contract: MEASUREMENTS_CONTRACT,
  entity: MeasurementEntity,
  noun: 'measurement',
  toRecord: toMeasurementRecord,
  filters: { status: equals('status', MEASUREMENT_STATUSES), personId: idEquals('personId') },
  references: { personId: { collection: 'persons', nameProperty: 'personName' } },
});
