import { defineCollection, idEquals, recordMapper } from '@bizapi/collections';
import { TIMESHEET_ENTRIES_CONTRACT } from '@bizapi/contracts';
import { TimesheetEntryEntity } from './timesheet-entry.entity';

export const TIMESHEET_ENTRIES = defineCollection<TimesheetEntryEntity>({
  contract: TIMESHEET_ENTRIES_CONTRACT,
  entity: TimesheetEntryEntity,
  noun: 'timesheet entry',
  toRecord: recordMapper(TIMESHEET_ENTRIES_CONTRACT),
  filters: {
    timesheetPeriodId: idEquals('timesheetPeriodId'),
    companyUserId: idEquals('companyUserId'),
    projectId: idEquals('projectId'),
  },
  // Each entry locks its period before its checks (they read it) and recomputes its total (PERIOD_TOTAL).
  parent: { collection: 'timesheet-periods', key: 'timesheetPeriodId', deactivatedWithParent: false },
});
