import { TIMESHEET_ENTRIES_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, ForeignKey, Index } from 'typeorm';
import { ProjectTaskEntity } from '../project-tasks/project-task.entity';
import { ProjectEntity } from '../projects/project.entity';
import { TimesheetPeriodEntity } from '../timesheet-periods/timesheet-period.entity';

/** Minutes a company user worked on a project (and task) on a day, in a period. The spec shows no isActive. */
@Entity({ name: 'timesheet_entries' })
@ListIndexes('timesheet_entries', { companyKey: false })
@Index('timesheet_entries_company_period_idx', ['companyId', 'timesheetPeriodId'])
// Also the daily maximum: a user's minutes of one day.
@Index('timesheet_entries_company_user_date_idx', ['companyId', 'companyUserId', 'date'])
@Index('timesheet_entries_company_project_idx', ['companyId', 'projectId'])
@ForeignKey(() => TimesheetPeriodEntity, ['companyId', 'timesheetPeriodId'], ['companyId', 'id'], { name: 'timesheet_entries_period_fkey' })
@ForeignKey(() => ProjectEntity, ['companyId', 'projectId'], ['companyId', 'id'], { name: 'timesheet_entries_project_fkey' })
@ForeignKey(() => ProjectTaskEntity, ['companyId', 'projectTaskId'], ['companyId', 'id'], { name: 'timesheet_entries_project_task_fkey' })
export class TimesheetEntryEntity extends DeclaredTable(TIMESHEET_ENTRIES_CONTRACT) {}
