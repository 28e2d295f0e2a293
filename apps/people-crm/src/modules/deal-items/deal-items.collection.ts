import { defineCollection, idEquals } from '@bizapi/collections';
import { DEAL_ITEMS_CONTRACT } from '@bizapi/contracts';
import { DealItemEntity } from './deal-item.entity';
import { toDealItemRecord } from './deal-item.mapper';

export const DEAL_ITEMS = defineCollection<DealItemEntity>({
  contract: DEAL_ITEMS_CONTRACT,
  entity: DealItemEntity,
  noun: 'deal item',
  toRecord: toDealItemRecord,
  filters: { dealId: idEquals('dealId') },
  // Items in the order they were added to their deal.
  defaultOrder: 'ASC',
  references: { dealId: { collection: 'deals' } },
  parent: { collection: 'deals', key: 'dealId', deactivatedWithParent: true },
});
