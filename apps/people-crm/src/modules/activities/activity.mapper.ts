import { formatApiDateTime } from '@bizapi/conventions';
import { ActivityEntity } from './activity.entity';

/** An Activity as every operation returns it; dealTitle and personName are the deal's and person's name copies. */
export function toActivityRecord(activity: ActivityEntity) {
  return {
    id: activity.id,
    title: activity.title,
    type: activity.type,
    status: activity.status,
    dealId: activity.dealId,
    dealTitle: activity.dealTitle ?? null,
    personId: activity.personId,
    personName: activity.personName ?? null,
    description: activity.description,
    dueDate: formatApiDateTime(activity.dueDate),
    isActive: activity.isActive,
    createdAt: formatApiDateTime(activity.createdAt),
    updatedAt: formatApiDateTime(activity.updatedAt),
  };
}

export type ActivityRecord = ReturnType<typeof toActivityRecord>;
