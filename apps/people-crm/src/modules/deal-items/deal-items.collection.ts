import { defineCollection, idEquals } from '@bizapi/collections';
import { DealItemEntity } from './deal-item.entity';
import { toDealItemRecord } from './deal-item.mapper';

export const DEAL_ITEMS = defineCollection<DealItemEntity>({
  collection: 'deal-items',
  entity: DealItemEntity,
  noun: 'deal item',
  toRecord: toDealItemRecord,
  filters: { dealId: idEquals('dealId') },
  // Items in the order they were added to their deal.
  defaultOrder: 'ASC',
  references: { dealId: { collection: 'deals' } },
});
