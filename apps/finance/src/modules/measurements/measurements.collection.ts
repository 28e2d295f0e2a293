import { defineCollection, equals, idEquals } from '@bizapi/collections';
import { MEASUREMENT_STATUSES } from '@bizapi/contracts';
import { MeasurementEntity } from './measurement.entity';
import { toMeasurementRecord } from './measurement.mapper';

export const MEASUREMENTS = defineCollection<MeasurementEntity>({
  collection: 'measurements',
  entity: MeasurementEntity,
  noun: 'measurement',
  toRecord: toMeasurementRecord,
  filters: { status: equals('status', MEASUREMENT_STATUSES), personId: idEquals('personId') },
  references: { personId: { collection: 'persons', nameProperty: 'personName' } },
  events: { created: 'measurement.created' },
  nameProperty: 'title',
});
