import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { PROJECT_TEAM_MEMBERS } from './project-team-members.collection';
import { ProjectTeamMembersService } from './project-team-members.service';

@Module({
  controllers: [collectionController(PROJECT_TEAM_MEMBERS, ProjectTeamMembersService)],
  providers: [ProjectTeamMembersService],
})
export class ProjectTeamMembersModule {}
