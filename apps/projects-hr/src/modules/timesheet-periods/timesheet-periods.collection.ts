import { defineCollection, equals } from '@bizapi/collections';
import { TIMESHEET_PERIODS_CONTRACT, TIMESHEET_PERIOD_STATUSES } from '@bizapi/contracts';
import { PERIOD_TOTAL } from './period-total';
import { TimesheetPeriodEntity } from './timesheet-period.entity';
import { toTimesheetPeriodRecord } from './timesheet-period.mapper';

export const TIMESHEET_PERIODS = defineCollection<TimesheetPeriodEntity>({
  contract: TIMESHEET_PERIODS_CONTRACT,
  entity: TimesheetPeriodEntity,
  noun: 'timesheet period',
  toRecord: toTimesheetPeriodRecord,
  filters: { status: equals('status', TIMESHEET_PERIOD_STATUSES) },
  derive: PERIOD_TOTAL,
});
