import { defineCollection, idEquals } from '@bizapi/collections';
import { PROJECT_TEAM_MEMBERS_CONTRACT } from '@bizapi/contracts';
import { ProjectTeamMemberEntity } from './project-team-member.entity';
import { toProjectTeamMemberRecord } from './project-team-member.mapper';

export const PROJECT_TEAM_MEMBERS = defineCollection<ProjectTeamMemberEntity>({
  contract: PROJECT_TEAM_MEMBERS_CONTRACT,
  entity: ProjectTeamMemberEntity,
  noun: 'project team member',
  toRecord: toProjectTeamMemberRecord,
  filters: { projectId: idEquals('projectId') },
  references: {
    projectId: { collection: 'projects' },
    companyUserId: { collection: 'company-users', nameProperty: 'userName' },
  },
  unique: {
    project_team_members_company_project_user_idx: { field: 'companyUserId', message: 'the company user is already a member of the project' },
  },
});
