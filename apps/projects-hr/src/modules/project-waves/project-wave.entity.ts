import { ListIndexes, TenantRecord } from '@bizapi/collections';
import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { ProjectEntity } from '../projects/project.entity';
import type { WaveStatus } from '../shared/enums';

/** A wave (phase) of a project. The spec shows no isActive: waves are not deactivated. */
@Entity({ name: 'project_waves' })
@ListIndexes('project_waves')
@Index('project_waves_company_project_idx', ['companyId', 'projectId', 'createdAt', 'id'])
@ForeignKey(() => ProjectEntity, ['companyId', 'projectId'], ['companyId', 'id'], { name: 'project_waves_project_fkey' })
export class ProjectWaveEntity extends TenantRecord {
  @Column({ name: 'project_id', type: 'uuid' })
  projectId: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'start_date', type: 'timestamptz', nullable: true })
  startDate: Date | null;

  @Column({ name: 'end_date', type: 'timestamptz', nullable: true })
  endDate: Date | null;

  @Column({ type: 'text', default: 'PLANNING' })
  status: WaveStatus;
}
