import { defineCollection, equals, textSearch } from '@bizapi/collections';
import { LEADS_CONTRACT, LEAD_STATUSES } from '@bizapi/contracts';
import { LeadEntity } from './lead.entity';
import { toLeadRecord } from './lead.mapper';

export const LEADS = defineCollection<LeadEntity>({
  contract: LEADS_CONTRACT,
  entity: LeadEntity,
  noun: 'lead',
  toRecord: toLeadRecord,
  filters: { search: textSearch(['title']), status: equals('status', LEAD_STATUSES) },
  orderBy: { title: { property: 'title', humanText: true } },
  references: { personId: { collection: 'persons', nameProperty: 'personName' } },
});
