import { Module } from '@nestjs/common';
import { DealPipelinesModule } from '../deal-pipelines/deal-pipelines.module';
import { PeopleCrmAdminController } from './people-crm-admin.controller';

@Module({
  imports: [DealPipelinesModule],
  controllers: [PeopleCrmAdminController],
})
export class AdminModule {}
