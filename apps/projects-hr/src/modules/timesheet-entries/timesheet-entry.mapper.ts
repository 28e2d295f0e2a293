import { formatApiDateTime } from '@bizapi/conventions';
import { TimesheetEntryEntity } from './timesheet-entry.entity';

export function toTimesheetEntryRecord(entry: TimesheetEntryEntity) {
  return {
    id: entry.id,
    timesheetPeriodId: entry.timesheetPeriodId,
    companyUserId: entry.companyUserId,
    projectId: entry.projectId,
    projectTaskId: entry.projectTaskId,
    date: formatApiDateTime(entry.date),
    duration: entry.duration,
    description: entry.description,
    createdAt: formatApiDateTime(entry.createdAt),
  };
}
