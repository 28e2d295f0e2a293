import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DealPipelineEntity } from './deal-pipeline.entity';
import { DealPipelinesController } from './deal-pipelines.controller';
import { DealPipelinesRepository } from './deal-pipelines.repository';
import { DealPipelinesService } from './deal-pipelines.service';
import { DealStageEntity } from './deal-stage.entity';

@Module({
  imports: [TypeOrmModule.forFeature([DealPipelineEntity, DealStageEntity])],
  controllers: [DealPipelinesController],
  providers: [DealPipelinesService, DealPipelinesRepository],
  exports: [DealPipelinesService],
})
export class DealPipelinesModule {}
