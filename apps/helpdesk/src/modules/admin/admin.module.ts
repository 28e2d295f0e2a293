import { Module } from '@nestjs/common';
import { SlaPoliciesModule } from '../sla-policies/sla-policies.module';
import { HelpdeskAdminController } from './helpdesk-admin.controller';
import { HelpdeskSeeder } from './helpdesk-seeder';

@Module({
  imports: [SlaPoliciesModule],
  controllers: [HelpdeskAdminController],
  providers: [HelpdeskSeeder],
})
export class AdminModule {}
