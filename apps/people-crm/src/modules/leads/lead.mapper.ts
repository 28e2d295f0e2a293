import { formatApiDateTime } from '@bizapi/conventions';
import { LeadEntity } from './lead.entity';

/** A Lead as every operation returns it; personName is the person's name copy. */
export function toLeadRecord(lead: LeadEntity) {
  return {
    id: lead.id,
    title: lead.title,
    personId: lead.personId,
    personName: lead.personName ?? null,
    status: lead.status,
    sourceChannel: lead.sourceChannel,
    description: lead.description,
    tags: lead.tags,
    isActive: lead.isActive,
    createdAt: formatApiDateTime(lead.createdAt),
    updatedAt: formatApiDateTime(lead.updatedAt),
  };
}

export type LeadRecord = ReturnType<typeof toLeadRecord>;
