import { formatApiDateTime } from '@bizapi/conventions';
import { TimesheetPeriodEntity } from './timesheet-period.entity';

/** Minutes as hours, rounded to 2 decimal places (450 → 7.5, 50 → 0.83). */
export const hoursOf = (minutes: number): number => Math.round((minutes * 100) / 60) / 100;

export function toTimesheetPeriodRecord(period: TimesheetPeriodEntity) {
  return {
    id: period.id,
    title: period.title,
    startDate: formatApiDateTime(period.startDate),
    endDate: formatApiDateTime(period.endDate),
    status: period.status,
    totalHours: hoursOf(period.totalMinutes),
    createdAt: formatApiDateTime(period.createdAt),
  };
}
