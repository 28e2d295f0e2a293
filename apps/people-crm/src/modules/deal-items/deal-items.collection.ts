import { defineCollection, idEquals, recordMapper } from '@bizapi/collections';
import { DEAL_ITEMS_CONTRACT } from '@bizapi/contracts';
import { DealItemEntity } from './deal-item.entity';

export const DEAL_ITEMS = defineCollection<DealItemEntity>({
  contract: DEAL_ITEMS_CONTRACT,
  entity: DealItemEntity,
  noun: 'deal item',
  toRecord: recordMapper(DEAL_ITEMS_CONTRACT),
  filters: { dealId: idEquals('dealId') },
  // Items in the order they were added to their deal.
  defaultOrder: 'ASC',
  parent: { collection: 'deals', key: 'dealId', deactivatedWithParent: true },
});
