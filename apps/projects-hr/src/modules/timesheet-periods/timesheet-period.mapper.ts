import { recordMapper } from '@bizapi/collections';
import { TIMESHEET_PERIODS_CONTRACT } from '@bizapi/contracts';
import { TimesheetPeriodEntity } from './timesheet-period.entity';

/** Minutes as hours, rounded to 2 decimal places (450 → 7.5, 50 → 0.83). */
export const hoursOf = (minutes: number): number => Math.round((minutes * 100) / 60) / 100;

const declaredRecord = recordMapper(TIMESHEET_PERIODS_CONTRACT);

/** The declared record with totalHours, computed from the exact minutes, in the spec's place (before createdAt). */
export function toTimesheetPeriodRecord(period: TimesheetPeriodEntity) {
  const { createdAt, ...record } = declaredRecord(period);
  return { ...record, totalHours: hoursOf(period.totalMinutes), createdAt };
}
