import { collectionController } from '@bizapi/collections';
import { Module } from '@nestjs/common';
import { CreateProjectWaveDto, UpdateProjectWaveDto } from './project-wave.dto';
import { PROJECT_WAVES } from './project-waves.collection';
import { ProjectWavesService } from './project-waves.service';

@Module({
  controllers: [collectionController(PROJECT_WAVES, ProjectWavesService, { create: CreateProjectWaveDto, update: UpdateProjectWaveDto })],
  providers: [ProjectWavesService],
})
export class ProjectWavesModule {}
