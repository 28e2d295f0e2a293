import type { RequestContext } from '@bizapi/contracts';
import { Caller, CollectionRoute, RecordId, RpcQuery } from '@bizapi/runtime';
import { Controller } from '@nestjs/common';
import { ListDealPipelinesQuery } from './deal-pipeline.dto';
import { DealPipelinesService } from './deal-pipelines.service';

/** Read-only: list and get (spec availability table). */
@Controller()
export class DealPipelinesController {
  constructor(private readonly pipelines: DealPipelinesService) {}

  @CollectionRoute('deal-pipelines', 'list')
  list(@Caller() caller: RequestContext, @RpcQuery() query: ListDealPipelinesQuery) {
    return this.pipelines.list(caller, query);
  }

  @CollectionRoute('deal-pipelines', 'get')
  get(@Caller() caller: RequestContext, @RecordId() id: string) {
    return this.pipelines.get(caller, id);
  }
}
