import { CollectionDeclaration } from '@bizapi/collections';
import { Type } from '@nestjs/common';
import { ACTIVITIES } from './activities/activities.collection';
import { ActivitiesModule } from './activities/activities.module';
import { DEAL_ITEMS } from './deal-items/deal-items.collection';
import { DealItemsModule } from './deal-items/deal-items.module';
import { DEAL_PIPELINES } from './deal-pipelines/deal-pipelines.collection';
import { DealPipelinesModule } from './deal-pipelines/deal-pipelines.module';
import { DEAL_STAGES } from './deal-stages/deal-stages.collection';
import { DealStagesModule } from './deal-stages/deal-stages.module';
import { DEALS } from './deals/deals.collection';
import { DealsModule } from './deals/deals.module';
import { LEADS } from './leads/leads.collection';
import { LeadsModule } from './leads/leads.module';
import { PERSON_EMAILS } from './person-emails/person-emails.collection';
import { PersonEmailsModule } from './person-emails/person-emails.module';
import { PERSON_PHONES } from './person-phones/person-phones.collection';
import { PersonPhonesModule } from './person-phones/person-phones.module';
import { PERSONS } from './persons/persons.collection';
import { PersonsModule } from './persons/persons.module';
import { PRODUCTS } from './products/products.collection';
import { ProductsModule } from './products/products.module';

/** Every collection the service owns, with its Nest module: adding a collection is one line here (and its migration). */
const DOMAIN: { module: Type<unknown>; collections: Pick<CollectionDeclaration, 'entity'>[] }[] = [
  { module: PersonsModule, collections: [PERSONS] },
  { module: PersonEmailsModule, collections: [PERSON_EMAILS] },
  { module: PersonPhonesModule, collections: [PERSON_PHONES] },
  { module: LeadsModule, collections: [LEADS] },
  { module: ActivitiesModule, collections: [ACTIVITIES] },
  { module: DealsModule, collections: [DEALS] },
  { module: DealItemsModule, collections: [DEAL_ITEMS] },
  { module: DealPipelinesModule, collections: [DEAL_PIPELINES] },
  { module: DealStagesModule, collections: [DEAL_STAGES] },
  { module: ProductsModule, collections: [PRODUCTS] },
];

export const DOMAIN_MODULES = DOMAIN.map((entry) => entry.module);
export const DOMAIN_ENTITIES = DOMAIN.flatMap((entry) => entry.collections.map((collection) => collection.entity));
