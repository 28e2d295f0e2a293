import { Module } from '@nestjs/common';
import { ActivitiesModule } from '../activities/activities.module';
import { DealItemsModule } from '../deal-items/deal-items.module';
import { DealPipelinesModule } from '../deal-pipelines/deal-pipelines.module';
import { DealsModule } from '../deals/deals.module';
import { LeadsModule } from '../leads/leads.module';
import { PersonEmailsModule } from '../person-emails/person-emails.module';
import { PersonPhonesModule } from '../person-phones/person-phones.module';
import { PersonsModule } from '../persons/persons.module';
import { ProductsModule } from '../products/products.module';
import { PeopleCrmAdminController } from './people-crm-admin.controller';

@Module({
  imports: [
    PersonsModule,
    PersonEmailsModule,
    PersonPhonesModule,
    LeadsModule,
    ActivitiesModule,
    DealsModule,
    DealItemsModule,
    DealPipelinesModule,
    ProductsModule,
  ],
  controllers: [PeopleCrmAdminController],
})
export class AdminModule {}
