import { CollectionsModule } from '@bizapi/collections';
import { RuntimeModule } from '@bizapi/runtime';
import { Module } from '@nestjs/common';
import { PEOPLE_CRM_DATABASE } from './database/people-crm-database';
import { AdminModule } from './modules/admin/admin.module';
import { DOMAIN_MODULES } from './modules/domain-modules';

@Module({
  imports: [
    RuntimeModule.forRoot({ service: 'people-crm', database: PEOPLE_CRM_DATABASE }),
    CollectionsModule.forService('people-crm'),
    ...DOMAIN_MODULES,
    AdminModule,
  ],
})
export class AppModule {}
