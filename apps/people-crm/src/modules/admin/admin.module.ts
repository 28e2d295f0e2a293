import { Module } from '@nestjs/common';
import { DealPipelinesModule } from '../deal-pipelines/deal-pipelines.module';
import { DealStagesModule } from '../deal-stages/deal-stages.module';
import { PeopleCrmAdminController } from './people-crm-admin.controller';
import { PipelineSeeder } from './pipeline-seeder';

@Module({
  imports: [DealPipelinesModule, DealStagesModule],
  controllers: [PeopleCrmAdminController],
  providers: [PipelineSeeder],
})
export class AdminModule {}
