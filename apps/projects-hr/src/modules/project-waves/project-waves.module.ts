import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { PROJECT_WAVES } from './project-waves.collection';
import { ProjectWavesService } from './project-waves.service';

@Module({
  controllers: [collectionController(PROJECT_WAVES, ProjectWavesService)],
  providers: [ProjectWavesService],
})
export class ProjectWavesModule {}
