import { defineCollection, equals, idEquals, textSearch } from '@bizapi/collections';
import { DEALS_CONTRACT, DEAL_TYPES } from '@bizapi/contracts';
import { DealEntity } from './deal.entity';
import { toDealDetail, toDealRecord } from './deal.mapper';

export const DEALS = defineCollection<DealEntity>({
  contract: DEALS_CONTRACT,
  entity: DealEntity,
  noun: 'deal',
  toRecord: toDealRecord,
  // The spec promises expectedCloseDate on the create response; update answers the same shape.
  toDetail: toDealDetail,
  filters: {
    search: textSearch(['title']),
    dealType: equals('dealType', DEAL_TYPES),
    dealPipelineId: idEquals('dealPipelineId'),
    customerId: idEquals('customerId'),
  },
  orderBy: {
    title: { property: 'title', humanText: true },
    // Deals without an amount come last in either order.
    amount: { property: 'amount', nullable: true },
  },
  references: {
    customerId: { collection: 'persons', nameProperty: 'customerName' },
    dealPipelineId: { collection: 'deal-pipelines', nameProperty: 'dealPipelineName' },
    dealStageId: { collection: 'deal-stages', nameProperty: 'dealStageName' },
    responsibleId: { collection: 'company-users', nameProperty: 'responsibleName' },
  },
  code: { prefix: 'DEAL' },
});
