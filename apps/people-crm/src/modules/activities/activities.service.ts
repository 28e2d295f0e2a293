import { CollectionKit, CollectionService, assignSent, sentFields } from '@bizapi/collections';
import { parseApiDate } from '@bizapi/conventions';
import { Injectable } from '@nestjs/common';
import { ACTIVITIES } from './activities.collection';
import { CreateActivityDto, UpdateActivityDto } from './activity.dto';
import { ActivityEntity } from './activity.entity';

/** Activities: calls, e-mails, meetings, tasks and notes about a deal or a person. PENDING unless created DONE. */
@Injectable()
export class ActivitiesService extends CollectionService<ActivityEntity, CreateActivityDto, UpdateActivityDto> {
  constructor(kit: CollectionKit) {
    super(kit, ACTIVITIES);
  }

  protected override build(input: CreateActivityDto): Partial<ActivityEntity> {
    const { dueDate, ...fields } = input;
    return { dealId: null, personId: null, description: null, status: 'PENDING', ...sentFields(fields), dueDate: parseApiDate(dueDate) };
  }

  protected override apply(activity: ActivityEntity, input: UpdateActivityDto): void {
    const { dueDate, ...fields } = input;
    assignSent(activity, fields);
    if (dueDate !== undefined) activity.dueDate = parseApiDate(dueDate);
  }
}
