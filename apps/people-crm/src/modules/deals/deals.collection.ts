import { defineCollection, detailMapper, equals, idEquals, recordMapper, textSearch } from '@bizapi/collections';
import { DEALS_CONTRACT, DEAL_TYPES } from '@bizapi/contracts';
import { DealEntity } from './deal.entity';

export const DEALS = defineCollection<DealEntity>({
  contract: DEALS_CONTRACT,
  entity: DealEntity,
  noun: 'deal',
  toRecord: recordMapper(DEALS_CONTRACT),
  toDetail: detailMapper(DEALS_CONTRACT),
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
});
