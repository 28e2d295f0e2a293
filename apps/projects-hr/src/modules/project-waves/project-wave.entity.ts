import { PROJECT_WAVES_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, ForeignKey, Index } from 'typeorm';
import { ProjectEntity } from '../projects/project.entity';

/** A wave (phase) of a project. The spec shows no isActive: waves are not deactivated. */
@Entity({ name: 'project_waves' })
@ListIndexes('project_waves')
@Index('project_waves_company_project_idx', ['companyId', 'projectId', 'createdAt', 'id'])
@ForeignKey(() => ProjectEntity, ['companyId', 'projectId'], ['companyId', 'id'], { name: 'project_waves_project_fkey' })
export class ProjectWaveEntity extends DeclaredTable(PROJECT_WAVES_CONTRACT) {}
