import { CollectionsModule } from '@bizapi/collections';
import { RuntimeModule } from '@bizapi/runtime';
import { Module } from '@nestjs/common';
import { ACCOUNTING_DATABASE } from './database/accounting-database';
import { AdminModule } from './modules/admin/admin.module';
import { DOMAIN_MODULES } from './modules/domain-modules';

@Module({
  imports: [
    RuntimeModule.forRoot({ service: 'accounting', database: ACCOUNTING_DATABASE }),
    CollectionsModule.forService('accounting'),
    ...DOMAIN_MODULES,
    AdminModule,
  ],
})
export class AppModule {}
