import { defineCollection, equals } from '@bizapi/collections';
import { CONTRACT_SITUATIONS, SIGN_STATUSES } from '@bizapi/contracts';
import { SignEntity } from './sign.entity';
import { toSignDetail, toSignRecord } from './sign.mapper';

export const SIGNS = defineCollection<SignEntity>({
  collection: 'signs',
  entity: SignEntity,
  noun: 'sign',
  toRecord: toSignRecord,
  toDetail: toSignDetail,
  filters: { status: equals('status', SIGN_STATUSES), contractSituation: equals('contractSituation', CONTRACT_SITUATIONS) },
  references: { dealId: { collection: 'deals' }, personId: { collection: 'persons' } },
  events: { created: 'sign.created', updated: 'sign.updated' },
  code: { prefix: 'SIGN' },
  nameProperty: 'title',
});
