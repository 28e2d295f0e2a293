import { CollectionKit, CollectionService } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { ProjectTeamMemberEntity } from './project-team-member.entity';
import { PROJECT_TEAM_MEMBERS } from './project-team-members.collection';

/** Members of a project's team: role MEMBER unless sent; a user once per project (DUPLICATE_ENTRY on companyUserId). */
@Injectable()
export class ProjectTeamMembersService extends CollectionService<ProjectTeamMemberEntity> {
  constructor(kit: CollectionKit) {
    super(kit, PROJECT_TEAM_MEMBERS);
  }
}
