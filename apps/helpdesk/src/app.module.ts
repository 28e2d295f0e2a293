import { CollectionsModule } from '@bizapi/collections';
import { RuntimeModule } from '@bizapi/runtime';
import { Module } from '@nestjs/common';
import { HELPDESK_DATABASE } from './database/helpdesk-database';
import { AdminModule } from './modules/admin/admin.module';
import { DOMAIN_MODULES } from './modules/domain-modules';

@Module({
  imports: [
    RuntimeModule.forRoot({ service: 'helpdesk', database: HELPDESK_DATABASE }),
    CollectionsModule.forService('helpdesk'),
    ...DOMAIN_MODULES,
    AdminModule,
  ],
})
export class AppModule {}
