import { defineCollection, equals, idEquals, recordMapper } from '@bizapi/collections';
import { ACTIVITIES_CONTRACT, ACTIVITY_STATUSES, ACTIVITY_TYPES } from '@bizapi/contracts';
import { ActivityEntity } from './activity.entity';

export const ACTIVITIES = defineCollection<ActivityEntity>({
  contract: ACTIVITIES_CONTRACT,
  entity: ActivityEntity,
  noun: 'activity',
  toRecord: recordMapper(ACTIVITIES_CONTRACT),
  filters: {
    dealId: idEquals('dealId'),
    personId: idEquals('personId'),
    type: equals('type', ACTIVITY_TYPES),
    status: equals('status', ACTIVITY_STATUSES),
  },
});
