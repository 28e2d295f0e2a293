import { defineCollection, equals, idEquals } from '@bizapi/collections';
import { ACTIVITIES_CONTRACT, ACTIVITY_STATUSES, ACTIVITY_TYPES } from '@bizapi/contracts';
import { ActivityEntity } from './activity.entity';
import { toActivityRecord } from './activity.mapper';

export const ACTIVITIES = defineCollection<ActivityEntity>({
  contract: ACTIVITIES_CONTRACT,
  entity: ActivityEntity,
  noun: 'activity',
  toRecord: toActivityRecord,
  filters: {
    dealId: idEquals('dealId'),
    personId: idEquals('personId'),
    type: equals('type', ACTIVITY_TYPES),
    status: equals('status', ACTIVITY_STATUSES),
  },
  references: {
    dealId: { collection: 'deals', nameProperty: 'dealTitle' },
    personId: { collection: 'persons', nameProperty: 'personName' },
  },
});
