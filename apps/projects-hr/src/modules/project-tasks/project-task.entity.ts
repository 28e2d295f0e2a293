import { PROJECT_TASKS_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, ForeignKey, Index } from 'typeorm';
import { ProjectEpicEntity } from '../project-epics/project-epic.entity';
import { ProjectWaveEntity } from '../project-waves/project-wave.entity';
import { ProjectEntity } from '../projects/project.entity';

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
export class ProjectTaskEntity extends DeclaredTable(PROJECT_TASKS_CONTRACT) {}
