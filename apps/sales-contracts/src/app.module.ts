import { CollectionsModule } from '@bizapi/collections';
import { RuntimeModule } from '@bizapi/runtime';
import { Module } from '@nestjs/common';
import { SALES_CONTRACTS_DATABASE } from './database/sales-contracts-database';
import { AutomationsModule } from './modules/automations/automations.module';
import { DOMAIN_MODULES } from './modules/domain-modules';

@Module({
  imports: [
    RuntimeModule.forRoot({ service: 'sales-contracts', database: SALES_CONTRACTS_DATABASE }),
    CollectionsModule.forService('sales-contracts'),
    ...DOMAIN_MODULES,
    AutomationsModule,
  ],
})
export class AppModule {}
