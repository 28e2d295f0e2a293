import { CollectionKit, CollectionService } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { DealItemEntity } from './deal-item.entity';
import { DEAL_ITEMS } from './deal-items.collection';

/**
 * Lines of a deal. totalPrice is computed by the database; the deal's
 * amount stays what the client set (items are a breakdown, not the value).
 */
@Injectable()
export class DealItemsService extends CollectionService<DealItemEntity> {
  constructor(kit: CollectionKit) {
    super(kit, DEAL_ITEMS);
  }
}
