import { CollectionKit, CollectionService } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { ActivityEntity } from './activity.entity';
import { ACTIVITIES } from './activities.collection';

/** Activities: calls, e-mails, meetings, tasks and notes about a deal or a person. PENDING unless created DONE. */
@Injectable()
export class ActivitiesService extends CollectionService<ActivityEntity> {
  constructor(kit: CollectionKit) {
    super(kit, ACTIVITIES);
  }
}
