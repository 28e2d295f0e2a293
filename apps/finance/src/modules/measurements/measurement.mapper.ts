import { formatApiDateTime } from '@bizapi/conventions';
import { dateColumnToApi } from '../shared/finance-enums';
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
