import { RuntimeModule } from '@bizapi/runtime';
import { Module } from '@nestjs/common';
import { PEOPLE_CRM_DATABASE } from './database/people-crm-database';
import { ActivitiesModule } from './modules/activities/activities.module';
import { AdminModule } from './modules/admin/admin.module';
import { DealItemsModule } from './modules/deal-items/deal-items.module';
import { DealPipelinesModule } from './modules/deal-pipelines/deal-pipelines.module';
import { DealsModule } from './modules/deals/deals.module';
import { LeadsModule } from './modules/leads/leads.module';
import { PersonEmailsModule } from './modules/person-emails/person-emails.module';
import { PersonPhonesModule } from './modules/person-phones/person-phones.module';
import { PersonsModule } from './modules/persons/persons.module';
import { ProductsModule } from './modules/products/products.module';

@Module({
  imports: [
    RuntimeModule.forRoot({ service: 'people-crm', database: PEOPLE_CRM_DATABASE }),
    PersonsModule,
    PersonEmailsModule,
    PersonPhonesModule,
    LeadsModule,
    ActivitiesModule,
    DealsModule,
    DealItemsModule,
    DealPipelinesModule,
    ProductsModule,
    AdminModule,
  ],
})
export class AppModule {}
