import { ListIndexes, TenantRecord } from '@bizapi/collections';
import { Column, Entity, ForeignKey, Index } from 'typeorm';
import { ProjectEntity } from '../projects/project.entity';
import type { TeamMemberRole } from '../shared/enums';

/** A company user's membership of a project: one per user and project. The spec shows no isActive. */
@Entity({ name: 'project_team_members' })
@ListIndexes('project_team_members', { companyKey: false })
@Index('project_team_members_company_project_user_idx', ['companyId', 'projectId', 'companyUserId'], { unique: true })
@ForeignKey(() => ProjectEntity, ['companyId', 'projectId'], ['companyId', 'id'], { name: 'project_team_members_project_fkey' })
export class ProjectTeamMemberEntity extends TenantRecord {
  @Column({ name: 'project_id', type: 'uuid' })
  projectId: string;

  /** A company user (the identity service's). */
  @Column({ name: 'company_user_id', type: 'uuid' })
  companyUserId: string;

  userName?: string | null;

  @Column({ type: 'text', default: 'MEMBER' })
  role: TeamMemberRole;
}
