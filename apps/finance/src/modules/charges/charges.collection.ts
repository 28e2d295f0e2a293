import { defineCollection, equals, idEquals, recordMapper } from '@bizapi/collections';
import { CHARGES_CONTRACT, CHARGE_STATUSES } from '@bizapi/contracts';
import { ChargeEntity } from './charge.entity';

export const CHARGES = defineCollection<ChargeEntity>({
  contract: CHARGES_CONTRACT,
  entity: ChargeEntity,
  noun: 'charge',
  toRecord: recordMapper(CHARGES_CONTRACT),
  filters: { status: equals('status', CHARGE_STATUSES), personId: idEquals('personId') },
  // An entry's charge lives and dies with it.
  parent: { collection: 'financial-entries', key: 'financialEntryId', deactivatedWithParent: true },
});
