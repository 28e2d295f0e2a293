import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CreateProjectEpicDto, UpdateProjectEpicDto } from './project-epic.dto';
import { PROJECT_EPICS } from './project-epics.collection';
import { ProjectEpicsService } from './project-epics.service';

@Module({
  controllers: [collectionController(PROJECT_EPICS, ProjectEpicsService, { create: CreateProjectEpicDto, update: UpdateProjectEpicDto })],
  providers: [ProjectEpicsService],
})
export class ProjectEpicsModule {}
