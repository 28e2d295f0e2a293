import { defineCollection, equals } from '@bizapi/collections';
import { TIMESHEET_PERIOD_STATUSES } from '@bizapi/contracts';
import { TimesheetPeriodEntity } from './timesheet-period.entity';
import { toTimesheetPeriodRecord } from './timesheet-period.mapper';

export const TIMESHEET_PERIODS = defineCollection<TimesheetPeriodEntity>({
  collection: 'timesheet-periods',
  entity: TimesheetPeriodEntity,
  noun: 'timesheet period',
  toRecord: toTimesheetPeriodRecord,
  filters: { status: equals('status', TIMESHEET_PERIOD_STATUSES) },
  events: { created: 'timesheet.period_created', updated: 'timesheet.period_updated' },
  nameProperty: 'title',
});
