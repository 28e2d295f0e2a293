import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { PROJECTS } from './projects.collection';
import { ProjectsService } from './projects.service';

@Module({
  controllers: [collectionController(PROJECTS, ProjectsService)],
  providers: [ProjectsService],
  exports: [ProjectsService],
})
export class ProjectsModule {}
