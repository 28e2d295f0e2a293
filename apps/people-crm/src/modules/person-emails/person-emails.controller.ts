import type { RequestContext } from '@bizapi/contracts';
import { Caller, CollectionRoute, RecordId, RpcBody, RpcQuery } from '@bizapi/runtime';
import { Controller } from '@nestjs/common';
import { CreatePersonEmailDto, ListPersonEmailsQuery, UpdatePersonEmailDto } from './person-email.dto';
import { PersonEmailsService } from './person-emails.service';

@Controller()
export class PersonEmailsController {
  constructor(private readonly emails: PersonEmailsService) {}

  @CollectionRoute('person-emails', 'list')
  list(@Caller() caller: RequestContext, @RpcQuery() query: ListPersonEmailsQuery) {
    return this.emails.list(caller, query);
  }

  @CollectionRoute('person-emails', 'get')
  get(@Caller() caller: RequestContext, @RecordId() id: string) {
    return this.emails.get(caller, id);
  }

  @CollectionRoute('person-emails', 'create')
  create(@Caller() caller: RequestContext, @RpcBody() body: CreatePersonEmailDto) {
    return this.emails.create(caller, body);
  }

  @CollectionRoute('person-emails', 'update')
  update(@Caller() caller: RequestContext, @RecordId() id: string, @RpcBody() body: UpdatePersonEmailDto) {
    return this.emails.update(caller, id, body);
  }
}
