import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { PROJECT_EPICS } from './project-epics.collection';
import { ProjectEpicsService } from './project-epics.service';

@Module({
  controllers: [collectionController(PROJECT_EPICS, ProjectEpicsService)],
  providers: [ProjectEpicsService],
})
export class ProjectEpicsModule {}
