import type { RequestContext } from '@bizapi/contracts';
import { Caller, CollectionRoute, RecordId, RpcBody, RpcQuery } from '@bizapi/runtime';
import { Controller } from '@nestjs/common';
import { CreateDealItemDto, ListDealItemsQuery, UpdateDealItemDto } from './deal-item.dto';
import { DealItemsService } from './deal-items.service';

@Controller()
export class DealItemsController {
  constructor(private readonly items: DealItemsService) {}

  @CollectionRoute('deal-items', 'list')
  list(@Caller() caller: RequestContext, @RpcQuery() query: ListDealItemsQuery) {
    return this.items.list(caller, query);
  }

  @CollectionRoute('deal-items', 'get')
  get(@Caller() caller: RequestContext, @RecordId() id: string) {
    return this.items.get(caller, id);
  }

  @CollectionRoute('deal-items', 'create')
  create(@Caller() caller: RequestContext, @RpcBody() body: CreateDealItemDto) {
    return this.items.create(caller, body);
  }

  @CollectionRoute('deal-items', 'update')
  update(@Caller() caller: RequestContext, @RecordId() id: string, @RpcBody() body: UpdateDealItemDto) {
    return this.items.update(caller, id, body);
  }
}
