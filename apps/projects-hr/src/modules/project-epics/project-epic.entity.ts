import { PROJECT_EPICS_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, ForeignKey, Index } from 'typeorm';
import { ProjectEntity } from '../projects/project.entity';

/** An epic (theme grouping tasks) of a project. The spec shows no isActive: epics are not deactivated. */
@Entity({ name: 'project_epics' })
@ListIndexes('project_epics')
@Index('project_epics_company_project_idx', ['companyId', 'projectId', 'createdAt', 'id'])
@ForeignKey(() => ProjectEntity, ['companyId', 'projectId'], ['companyId', 'id'], { name: 'project_epics_project_fkey' })
export class ProjectEpicEntity extends DeclaredTable(PROJECT_EPICS_CONTRACT) {}
