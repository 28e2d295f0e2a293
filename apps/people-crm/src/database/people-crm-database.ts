import { ServiceDatabase } from '@bizapi/runtime';
import { ActivityEntity } from '../modules/activities/activity.entity';
import { DealItemEntity } from '../modules/deal-items/deal-item.entity';
import { DealPipelineEntity } from '../modules/deal-pipelines/deal-pipeline.entity';
import { DealStageEntity } from '../modules/deal-pipelines/deal-stage.entity';
import { DealEntity } from '../modules/deals/deal.entity';
import { LeadEntity } from '../modules/leads/lead.entity';
import { PersonEmailEntity } from '../modules/person-emails/person-email.entity';
import { PersonPhoneEntity } from '../modules/person-phones/person-phone.entity';
import { PersonEntity } from '../modules/persons/person.entity';
import { ProductEntity } from '../modules/products/product.entity';
import { CreatePeople1763771000000 } from './migrations/1763771000000-create-people';
import { CreateCrm1763772000000 } from './migrations/1763772000000-create-crm';
import { PersonNameCollation1763774000000 } from './migrations/1763774000000-person-name-collation';
import { OutboxPayloadJson1763774500000 } from './migrations/1763774500000-outbox-payload-json';
import { CrmTitleCollation1763775000000 } from './migrations/1763775000000-crm-title-collation';

/** People and CRM data: the `people_crm` schema. */
export const PEOPLE_CRM_DATABASE: ServiceDatabase = {
  schema: 'people_crm',
  entities: [
    PersonEntity,
    PersonEmailEntity,
    PersonPhoneEntity,
    ProductEntity,
    DealPipelineEntity,
    DealStageEntity,
    DealEntity,
    DealItemEntity,
    LeadEntity,
    ActivityEntity,
  ],
  migrations: [
    CreatePeople1763771000000,
    CreateCrm1763772000000,
    PersonNameCollation1763774000000,
    OutboxPayloadJson1763774500000,
    CrmTitleCollation1763775000000,
  ],
};
