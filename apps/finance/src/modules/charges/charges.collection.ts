import { defineCollection, equals, idEquals } from '@bizapi/collections';
import { CHARGES_CONTRACT, CHARGE_STATUSES } from '@bizapi/contracts';
import { ChargeEntity } from './charge.entity';
import { toChargeRecord } from './charge.mapper';

export const CHARGES = defineCollection<ChargeEntity>({
  contract: CHARGES_CONTRACT,
  entity: ChargeEntity,
  noun: 'charge',
  toRecord: toChargeRecord,
  filters: { status: equals('status', CHARGE_STATUSES), personId: idEquals('personId') },
  references: {
    personId: { collection: 'persons', nameProperty: 'personName' },
    financialEntryId: { collection: 'financial-entries' },
  },
  // An entry's charge lives and dies with it.
  parent: { collection: 'financial-entries', key: 'financialEntryId', deactivatedWithParent: true },
});
