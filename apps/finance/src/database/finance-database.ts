import { COLLECTION_KIT_ENTITIES } from '@bizapi/collections';
import { ServiceDatabase } from '@bizapi/runtime';
import { DOMAIN_ENTITIES } from '../modules/domain-modules';
import { CreateFinance1763779000000 } from './migrations/1763779000000-create-finance';
import { DeclaredDefaults1796675536457 } from './migrations/1796675536457-declared-defaults';

/** Financial entries and installments, charges, categories, bank accounts, measurements, invoices, provisioning, purchase orders: the `finance` schema. */
export const FINANCE_DATABASE: ServiceDatabase = {
  schema: 'finance',
  entities: [...DOMAIN_ENTITIES, ...COLLECTION_KIT_ENTITIES],
  migrations: [
    CreateFinance1763779000000,
    DeclaredDefaults1796675536457,
  ],
};
