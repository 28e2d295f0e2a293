import { defineCollection, equals, recordMapper, textSearch } from '@bizapi/collections';
import { LEADS_CONTRACT, LEAD_STATUSES } from '@bizapi/contracts';
import { LeadEntity } from './lead.entity';

export const LEADS = defineCollection<LeadEntity>({
  contract: LEADS_CONTRACT,
  entity: LeadEntity,
  noun: 'lead',
  toRecord: recordMapper(LEADS_CONTRACT),
  filters: { search: textSearch(['title']), status: equals('status', LEAD_STATUSES) },
  orderBy: { title: { property: 'title', humanText: true } },
});
