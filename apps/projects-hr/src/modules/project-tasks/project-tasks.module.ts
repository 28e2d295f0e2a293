import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { PROJECT_TASKS } from './project-tasks.collection';
import { ProjectTasksService } from './project-tasks.service';

@Module({
  controllers: [collectionController(PROJECT_TASKS, ProjectTasksService)],
  providers: [ProjectTasksService],
})
export class ProjectTasksModule {}
