import { ListIndexes, TenantRecord } from '@bizapi/collections';
import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { ProjectEntity } from '../projects/project.entity';

/** An epic (theme grouping tasks) of a project. The spec shows no isActive: epics are not deactivated. */
@Entity({ name: 'project_epics' })
@ListIndexes('project_epics')
@Index('project_epics_company_project_idx', ['companyId', 'projectId', 'createdAt', 'id'])
@ForeignKey(() => ProjectEntity, ['companyId', 'projectId'], ['companyId', 'id'], { name: 'project_epics_project_fkey' })
export class ProjectEpicEntity extends TenantRecord {
  @Column({ name: 'project_id', type: 'uuid' })
  projectId: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** `#RRGGBB`, as sent. */
  @Column({ type: 'text', nullable: true })
  color: string | null;
}
