import { ListIndexes, TenantRecord } from '@bizapi/collections';
import { QUANTITY_COLUMN, decimalTransformer } from '@bizapi/runtime';
import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { ProjectEpicEntity } from '../project-epics/project-epic.entity';
import { ProjectWaveEntity } from '../project-waves/project-wave.entity';
import { ProjectEntity } from '../projects/project.entity';
import type { Priority, TaskStatus } from '../shared/enums';

/** A task of a project, in one of its waves and epics (or none). The spec shows no isActive: tasks are not deactivated. */
@Entity({ name: 'project_tasks' })
@ListIndexes('project_tasks')
// Also what a project's progress counts (its tasks, and those DONE).
@Index('project_tasks_company_project_idx', ['companyId', 'projectId', 'status'])
@Index('project_tasks_company_wave_idx', ['companyId', 'waveId'])
@Index('project_tasks_company_epic_idx', ['companyId', 'epicId'])
@Index('project_tasks_company_assignee_idx', ['companyId', 'assigneeId'])
@Index('project_tasks_company_status_idx', ['companyId', 'status'])
@Index('project_tasks_company_priority_idx', ['companyId', 'priority'])
@ForeignKey(() => ProjectEntity, ['companyId', 'projectId'], ['companyId', 'id'], { name: 'project_tasks_project_fkey' })
@ForeignKey(() => ProjectWaveEntity, ['companyId', 'waveId'], ['companyId', 'id'], { name: 'project_tasks_wave_fkey' })
@ForeignKey(() => ProjectEpicEntity, ['companyId', 'epicId'], ['companyId', 'id'], { name: 'project_tasks_epic_fkey' })
export class ProjectTaskEntity extends TenantRecord {
  @Column({ name: 'project_id', type: 'uuid' })
  projectId: string;

  /** A wave of the same project (the service checks it). */
  @Column({ name: 'wave_id', type: 'uuid', nullable: true })
  waveId: string | null;

  /** An epic of the same project (the service checks it). */
  @Column({ name: 'epic_id', type: 'uuid', nullable: true })
  epicId: string | null;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** A company user (the identity service's). */
  @Column({ name: 'assignee_id', type: 'uuid', nullable: true })
  assigneeId: string | null;

  assigneeName?: string | null;

  @Column({ type: 'text', default: 'MEDIUM' })
  priority: Priority;

  @Column({ type: 'text', default: 'TO_DO' })
  status: TaskStatus;

  @Column({ name: 'percent_complete', type: 'numeric', precision: 5, scale: 2, transformer: decimalTransformer, default: 0 })
  percentComplete: number;

  @Column({ name: 'estimated_hours', ...QUANTITY_COLUMN, nullable: true })
  estimatedHours: number | null;

  @Column({ name: 'due_date', type: 'timestamptz', nullable: true })
  dueDate: Date | null;
}
