import { CollectionKit, CollectionService, defineCollection, equals, idEquals, sentFields } from '@bizapi/collections';
import { ApiError, MEASUREMENT_STATUSES, MEASUREMENT_TYPES } from '@bizapi/contracts';
import type { RequestContext } from '@bizapi/contracts';
import { ApiDate, EnumValue, Nullable, Required, Text, formatApiDateTime } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { IsString } from 'class-validator';
import { MeasurementType, dateColumnToApi } from '../finance-enums';
import { MeasurementEntity } from './measurement.entity';

export function toMeasurementRecord(measurement: MeasurementEntity) {
  return {
    id: measurement.id,
    title: measurement.title,
    personId: measurement.personId,
    personName: measurement.personName ?? null,
    measurementType: measurement.measurementType,
    status: measurement.status,
    totalAmount: measurement.totalAmount,
    startDate: dateColumnToApi(measurement.startDate),
    endDate: dateColumnToApi(measurement.endDate),
    isActive: measurement.isActive,
    createdAt: formatApiDateTime(measurement.createdAt),
    updatedAt: formatApiDateTime(measurement.updatedAt),
  };
}

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

/** Every measurement starts DRAFT with totalAmount 0: neither is a field of the create body. */
export class CreateMeasurementDto {
  @Required() @Text(255) title: string;
  @Required() @IsString() personId: string;
  @Nullable() @EnumValue(MEASUREMENT_TYPES) measurementType?: MeasurementType | null;
  @Nullable() @ApiDate({ dateOnly: true }) startDate?: string | null;
  @Nullable() @ApiDate({ dateOnly: true }) endDate?: string | null;
}

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
    if (measurement.startDate && measurement.endDate && measurement.endDate < measurement.startDate) {
      throw ApiError.validation('endDate', 'endDate must not be before startDate');
    }
  }
}
