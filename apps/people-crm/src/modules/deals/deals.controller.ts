import type { RequestContext } from '@bizapi/contracts';
import { Caller, CollectionRoute, RecordId, RpcBody, RpcQuery } from '@bizapi/runtime';
import { Controller } from '@nestjs/common';
import { CreateDealDto, ListDealsQuery, UpdateDealDto } from './deal.dto';
import { DealsService } from './deals.service';

@Controller()
export class DealsController {
  constructor(private readonly deals: DealsService) {}

  @CollectionRoute('deals', 'list')
  list(@Caller() caller: RequestContext, @RpcQuery() query: ListDealsQuery) {
    return this.deals.list(caller, query);
  }

  @CollectionRoute('deals', 'get')
  get(@Caller() caller: RequestContext, @RecordId() id: string) {
    return this.deals.get(caller, id);
  }

  @CollectionRoute('deals', 'create')
  create(@Caller() caller: RequestContext, @RpcBody() body: CreateDealDto) {
    return this.deals.create(caller, body);
  }

  @CollectionRoute('deals', 'update')
  update(@Caller() caller: RequestContext, @RecordId() id: string, @RpcBody() body: UpdateDealDto) {
    return this.deals.update(caller, id, body);
  }
}
