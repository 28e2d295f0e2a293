import { TEAM_MEMBER_ROLES } from '@bizapi/contracts';
import { EnumValue, Optional, Required } from '@bizapi/conventions';
import { IsString } from 'class-validator';
import type { TeamMemberRole } from '../shared/enums';

export class CreateProjectTeamMemberDto {
  @Required() @IsString() projectId: string;
  @Required() @IsString() companyUserId: string;
  @Optional() @EnumValue(TEAM_MEMBER_ROLES) role?: TeamMemberRole;
}
