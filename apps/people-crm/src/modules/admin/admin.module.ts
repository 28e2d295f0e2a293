import { Module } from '@nestjs/common';
import { DOMAIN_MODULES } from '../domain-modules';
import { PeopleCrmAdminController } from './people-crm-admin.controller';

@Module({
  imports: [...DOMAIN_MODULES],
  controllers: [PeopleCrmAdminController],
})
export class AdminModule {}
