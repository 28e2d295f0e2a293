import type { RequestContext } from '@bizapi/contracts';
import { Caller, CollectionRoute, RecordId, RpcBody, RpcQuery } from '@bizapi/runtime';
import { Controller } from '@nestjs/common';
import { CreatePersonPhoneDto, ListPersonPhonesQuery, UpdatePersonPhoneDto } from './person-phone.dto';
import { PersonPhonesService } from './person-phones.service';

@Controller()
export class PersonPhonesController {
  constructor(private readonly phones: PersonPhonesService) {}

  @CollectionRoute('person-phones', 'list')
  list(@Caller() caller: RequestContext, @RpcQuery() query: ListPersonPhonesQuery) {
    return this.phones.list(caller, query);
  }

  @CollectionRoute('person-phones', 'get')
  get(@Caller() caller: RequestContext, @RecordId() id: string) {
    return this.phones.get(caller, id);
  }

  @CollectionRoute('person-phones', 'create')
  create(@Caller() caller: RequestContext, @RpcBody() body: CreatePersonPhoneDto) {
    return this.phones.create(caller, body);
  }

  @CollectionRoute('person-phones', 'update')
  update(@Caller() caller: RequestContext, @RecordId() id: string, @RpcBody() body: UpdatePersonPhoneDto) {
    return this.phones.update(caller, id, body);
  }
}
