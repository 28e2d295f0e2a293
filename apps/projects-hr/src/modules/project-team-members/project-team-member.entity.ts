import { PROJECT_TEAM_MEMBERS_CONTRACT } from '@bizapi/contracts';
import { DeclaredTable, ListIndexes } from '@bizapi/collections';
import { Entity, ForeignKey, Index } from 'typeorm';
import { ProjectEntity } from '../projects/project.entity';

/** A company user's membership of a project: one per user and project. The spec shows no isActive. */
@Entity({ name: 'project_team_members' })
@ListIndexes('project_team_members', { companyKey: false })
@Index('project_team_members_company_project_user_idx', ['companyId', 'projectId', 'companyUserId'], { unique: true })
@ForeignKey(() => ProjectEntity, ['companyId', 'projectId'], ['companyId', 'id'], { name: 'project_team_members_project_fkey' })
export class ProjectTeamMemberEntity extends DeclaredTable(PROJECT_TEAM_MEMBERS_CONTRACT) {}
