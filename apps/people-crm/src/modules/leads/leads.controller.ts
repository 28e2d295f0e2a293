import type { RequestContext } from '@bizapi/contracts';
import { Caller, CollectionRoute, RecordId, RpcBody, RpcQuery } from '@bizapi/runtime';
import { Controller } from '@nestjs/common';
import { CreateLeadDto, ListLeadsQuery, UpdateLeadDto } from './lead.dto';
import { LeadsService } from './leads.service';

@Controller()
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  @CollectionRoute('leads', 'list')
  list(@Caller() caller: RequestContext, @RpcQuery() query: ListLeadsQuery) {
    return this.leads.list(caller, query);
  }

  @CollectionRoute('leads', 'get')
  get(@Caller() caller: RequestContext, @RecordId() id: string) {
    return this.leads.get(caller, id);
  }

  @CollectionRoute('leads', 'create')
  create(@Caller() caller: RequestContext, @RpcBody() body: CreateLeadDto) {
    return this.leads.create(caller, body);
  }

  @CollectionRoute('leads', 'update')
  update(@Caller() caller: RequestContext, @RecordId() id: string, @RpcBody() body: UpdateLeadDto) {
    return this.leads.update(caller, id, body);
  }
}
