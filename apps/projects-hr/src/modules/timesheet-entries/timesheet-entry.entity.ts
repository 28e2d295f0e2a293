import { ListIndexes, TenantRecord } from '@bizapi/collections';
import { Column, Entity, ForeignKey, Index } from 'typeorm';
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
export class TimesheetEntryEntity extends TenantRecord {
  @Column({ name: 'timesheet_period_id', type: 'uuid' })
  timesheetPeriodId: string;

  /** The company user whose API key wrote the entry (never sent). */
  @Column({ name: 'company_user_id', type: 'uuid' })
  companyUserId: string;

  @Column({ name: 'project_id', type: 'uuid' })
  projectId: string;

  /** A task of the same project (the service checks it). */
  @Column({ name: 'project_task_id', type: 'uuid', nullable: true })
  projectTaskId: string | null;

  @Column({ type: 'timestamptz' })
  date: Date;

  /** Minutes, a whole number above 0. */
  @Column({ type: 'integer' })
  duration: number;

  @Column({ type: 'text', nullable: true })
  description: string | null;
}
