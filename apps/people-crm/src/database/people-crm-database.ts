import { COLLECTION_KIT_ENTITIES } from '@bizapi/collections';
import { ServiceDatabase } from '@bizapi/runtime';
import { DOMAIN_ENTITIES } from '../modules/domain-modules';
import { CreatePeople1763771000000 } from './migrations/1763771000000-create-people';
import { CreateCrm1763772000000 } from './migrations/1763772000000-create-crm';
import { PersonNameCollation1763774000000 } from './migrations/1763774000000-person-name-collation';
import { OutboxPayloadJson1763774500000 } from './migrations/1763774500000-outbox-payload-json';
import { CrmTitleCollation1763775000000 } from './migrations/1763775000000-crm-title-collation';
import { CollectionKit1763776000000 } from './migrations/1763776000000-collection-kit';

/** People and CRM data: the `people_crm` schema. */
export const PEOPLE_CRM_DATABASE: ServiceDatabase = {
  schema: 'people_crm',
  entities: [...DOMAIN_ENTITIES, ...COLLECTION_KIT_ENTITIES],
  migrations: [
    CreatePeople1763771000000,
    CreateCrm1763772000000,
    PersonNameCollation1763774000000,
    OutboxPayloadJson1763774500000,
    CrmTitleCollation1763775000000,
    CollectionKit1763776000000,
  ],
};
