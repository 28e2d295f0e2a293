import { CollectionsModule } from '@bizapi/collections';
import { RuntimeModule } from '@bizapi/runtime';
import { Module } from '@nestjs/common';
import { FINANCE_DATABASE } from './database/finance-database';
import { DOMAIN_MODULES } from './modules/domain-modules';

@Module({
  imports: [
    RuntimeModule.forRoot({ service: 'finance', database: FINANCE_DATABASE }),
    CollectionsModule.forService('finance'),
    ...DOMAIN_MODULES,
  ],
})
export class AppModule {}
