import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CreateProjectDto } from './project.dto';
import { PROJECTS } from './projects.collection';
import { ProjectsService } from './projects.service';

@Module({
  controllers: [collectionController(PROJECTS, ProjectsService, { create: CreateProjectDto })],
  providers: [ProjectsService],
  exports: [ProjectsService],
})
export class ProjectsModule {}
