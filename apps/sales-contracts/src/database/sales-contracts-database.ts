import { COLLECTION_KIT_ENTITIES } from '@bizapi/collections';
import { ServiceDatabase } from '@bizapi/runtime';
import { DOMAIN_ENTITIES } from '../modules/domain-modules';
import { CreateSalesContracts1763778000000 } from './migrations/1763778000000-create-sales-contracts';
import { DeclaredDefaults1796675126952 } from './migrations/1796675126952-declared-defaults';

/** Quotes, quote items, digital contracts (signs), recurring contracts, contract items: the `sales_contracts` schema. */
export const SALES_CONTRACTS_DATABASE: ServiceDatabase = {
  schema: 'sales_contracts',
  entities: [...DOMAIN_ENTITIES, ...COLLECTION_KIT_ENTITIES],
  migrations: [
    CreateSalesContracts1763778000000,
    DeclaredDefaults1796675126952,
  ],
};
