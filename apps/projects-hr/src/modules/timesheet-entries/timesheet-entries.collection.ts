import { defineCollection, idEquals } from '@bizapi/collections';
import { TimesheetEntryEntity } from './timesheet-entry.entity';
import { toTimesheetEntryRecord } from './timesheet-entry.mapper';

export const TIMESHEET_ENTRIES = defineCollection<TimesheetEntryEntity>({
  collection: 'timesheet-entries',
  entity: TimesheetEntryEntity,
  noun: 'timesheet entry',
  toRecord: toTimesheetEntryRecord,
  filters: {
    timesheetPeriodId: idEquals('timesheetPeriodId'),
    companyUserId: idEquals('companyUserId'),
    projectId: idEquals('projectId'),
  },
  references: {
    timesheetPeriodId: { collection: 'timesheet-periods' },
    projectId: { collection: 'projects' },
    projectTaskId: { collection: 'project-tasks' },
  },
  events: { created: 'timesheet.entry_created' },
});
