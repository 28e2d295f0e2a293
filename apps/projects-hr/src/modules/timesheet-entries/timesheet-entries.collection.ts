import { defineCollection, idEquals } from '@bizapi/collections';
import { TIMESHEET_ENTRIES_CONTRACT } from '@bizapi/contracts';
import { TimesheetEntryEntity } from './timesheet-entry.entity';
import { toTimesheetEntryRecord } from './timesheet-entry.mapper';

export const TIMESHEET_ENTRIES = defineCollection<TimesheetEntryEntity>({
  contract: TIMESHEET_ENTRIES_CONTRACT,
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
  // Each entry locks its period before its checks (they read it) and recomputes its total (PERIOD_TOTAL).
  parent: { collection: 'timesheet-periods', key: 'timesheetPeriodId', deactivatedWithParent: false },
});
