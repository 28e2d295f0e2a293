import { defineCollection, equals } from '@bizapi/collections';
import { CONTRACT_SITUATIONS, SIGNS_CONTRACT, SIGN_STATUSES } from '@bizapi/contracts';
import { SignEntity } from './sign.entity';
import { toSignDetail, toSignRecord } from './sign.mapper';

export const SIGNS = defineCollection<SignEntity>({
  contract: SIGNS_CONTRACT,
  entity: SignEntity,
  noun: 'sign',
  toRecord: toSignRecord,
  toDetail: toSignDetail,
  filters: { status: equals('status', SIGN_STATUSES), contractSituation: equals('contractSituation', CONTRACT_SITUATIONS) },
  references: { dealId: { collection: 'deals' }, personId: { collection: 'persons' } },
  code: { prefix: 'SIGN' },
});
