import { ServiceDatabase } from '@bizapi/runtime';
import { PersonEmailEntity } from '../modules/person-emails/person-email.entity';
import { PersonPhoneEntity } from '../modules/person-phones/person-phone.entity';
import { PersonEntity } from '../modules/persons/person.entity';
import { CreatePeople1763771000000 } from './migrations/1763771000000-create-people';

/** People and CRM data: the `people_crm` schema. */
export const PEOPLE_CRM_DATABASE: ServiceDatabase = {
  schema: 'people_crm',
  entities: [PersonEntity, PersonEmailEntity, PersonPhoneEntity],
  migrations: [CreatePeople1763771000000],
};
