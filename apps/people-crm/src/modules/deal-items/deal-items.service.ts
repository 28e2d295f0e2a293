import { CollectionKit, CollectionService, sentFields } from '@bizapi/collections';
import { Injectable } from '@nestjs/common';
import { CreateDealItemDto, UpdateDealItemDto } from './deal-item.dto';
import { DealItemEntity } from './deal-item.entity';
import { DEAL_ITEMS } from './deal-items.collection';

/**
 * Lines of a deal. totalPrice is computed by the database; the deal's
 * amount stays what the client set (items are a breakdown, not the value).
 */
@Injectable()
export class DealItemsService extends CollectionService<DealItemEntity, CreateDealItemDto, UpdateDealItemDto> {
  constructor(kit: CollectionKit) {
    super(kit, DEAL_ITEMS);
  }

  protected override build(input: CreateDealItemDto): Partial<DealItemEntity> {
    return { quantity: 1, unitPrice: 0, discount: 0, ...sentFields(input) };
  }
}
