import { ActivitiesModule } from './activities/activities.module';
import { DealItemsModule } from './deal-items/deal-items.module';
import { DealPipelinesModule } from './deal-pipelines/deal-pipelines.module';
import { DealsModule } from './deals/deals.module';
import { LeadsModule } from './leads/leads.module';
import { PersonEmailsModule } from './person-emails/person-emails.module';
import { PersonPhonesModule } from './person-phones/person-phones.module';
import { PersonsModule } from './persons/persons.module';
import { ProductsModule } from './products/products.module';

/** Every collection the service owns: the app serves them, the admin commands reach into them. */
export const DOMAIN_MODULES = [
  PersonsModule,
  PersonEmailsModule,
  PersonPhonesModule,
  LeadsModule,
  ActivitiesModule,
  DealsModule,
  DealItemsModule,
  DealPipelinesModule,
  ProductsModule,
];
