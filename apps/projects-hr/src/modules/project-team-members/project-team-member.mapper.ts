import { formatApiDateTime } from '@bizapi/conventions';
import { ProjectTeamMemberEntity } from './project-team-member.entity';

export function toProjectTeamMemberRecord(member: ProjectTeamMemberEntity) {
  return {
    id: member.id,
    projectId: member.projectId,
    companyUserId: member.companyUserId,
    userName: member.userName ?? null,
    role: member.role,
    createdAt: formatApiDateTime(member.createdAt),
  };
}
