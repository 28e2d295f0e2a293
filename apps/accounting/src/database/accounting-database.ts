import { COLLECTION_KIT_ENTITIES } from '@bizapi/collections';
import { ServiceDatabase } from '@bizapi/runtime';
import { DOMAIN_ENTITIES } from '../modules/domain-modules';
import { CreateAccounting1763777000000 } from './migrations/1763777000000-create-accounting';
import { LedgerMappings1763777100000 } from './migrations/1763777100000-ledger-mappings';
import { LineSettlement1764100000000 } from './migrations/1764100000000-line-settlement';
import { DailyPostedLines1764200000000 } from './migrations/1764200000000-daily-posted-lines';

/** Accounting and configuration lookups: the `accounting` schema. */
export const ACCOUNTING_DATABASE: ServiceDatabase = {
  schema: 'accounting',
  entities: [...DOMAIN_ENTITIES, ...COLLECTION_KIT_ENTITIES],
  migrations: [CreateAccounting1763777000000, LedgerMappings1763777100000, LineSettlement1764100000000, DailyPostedLines1764200000000],
};
