import { defineCollection, detailMapper, equals, recordMapper } from '@bizapi/collections';
import { CONTRACT_SITUATIONS, SIGNS_CONTRACT, SIGN_STATUSES } from '@bizapi/contracts';
import { SignEntity } from './sign.entity';

export const SIGNS = defineCollection<SignEntity>({
  contract: SIGNS_CONTRACT,
  entity: SignEntity,
  noun: 'sign',
  toRecord: recordMapper(SIGNS_CONTRACT),
  toDetail: detailMapper(SIGNS_CONTRACT),
  filters: { status: equals('status', SIGN_STATUSES), contractSituation: equals('contractSituation', CONTRACT_SITUATIONS) },
});
