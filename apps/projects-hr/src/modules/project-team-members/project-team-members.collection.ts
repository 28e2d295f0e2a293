import { defineCollection, idEquals, recordMapper } from '@bizapi/collections';
import { PROJECT_TEAM_MEMBERS_CONTRACT } from '@bizapi/contracts';
import { ProjectTeamMemberEntity } from './project-team-member.entity';

export const PROJECT_TEAM_MEMBERS = defineCollection<ProjectTeamMemberEntity>({
  contract: PROJECT_TEAM_MEMBERS_CONTRACT,
  entity: ProjectTeamMemberEntity,
  noun: 'project team member',
  toRecord: recordMapper(PROJECT_TEAM_MEMBERS_CONTRACT),
  filters: { projectId: idEquals('projectId') },
  unique: {
    project_team_members_company_project_user_idx: { field: 'companyUserId', message: 'the company user is already a member of the project' },
  },
});
