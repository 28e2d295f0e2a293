import { COLLECTION_KIT_ENTITIES } from '@bizapi/collections';
import { ServiceDatabase } from '@bizapi/runtime';
import { DOMAIN_ENTITIES } from '../modules/domain-modules';
import { CreateHelpdesk1763781000000 } from './migrations/1763781000000-create-helpdesk';

/** Tickets, ticket comments, SLA policies: the `helpdesk` schema. */
export const HELPDESK_DATABASE: ServiceDatabase = {
  schema: 'helpdesk',
  entities: [...DOMAIN_ENTITIES, ...COLLECTION_KIT_ENTITIES],
  migrations: [CreateHelpdesk1763781000000],
};
