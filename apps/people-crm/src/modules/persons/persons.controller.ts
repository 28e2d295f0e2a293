import type { RequestContext } from '@bizapi/contracts';
import { Caller, CollectionRoute, RecordId, RpcBody, RpcQuery } from '@bizapi/runtime';
import { Controller } from '@nestjs/common';
import { CreatePersonDto, ListPersonsQuery, UpdatePersonDto } from './person.dto';
import { PersonsService } from './persons.service';

@Controller()
export class PersonsController {
  constructor(private readonly persons: PersonsService) {}

  @CollectionRoute('persons', 'list')
  list(@Caller() caller: RequestContext, @RpcQuery() query: ListPersonsQuery) {
    return this.persons.list(caller, query);
  }

  @CollectionRoute('persons', 'get')
  get(@Caller() caller: RequestContext, @RecordId() id: string) {
    return this.persons.get(caller, id);
  }

  @CollectionRoute('persons', 'create')
  create(@Caller() caller: RequestContext, @RpcBody() body: CreatePersonDto) {
    return this.persons.create(caller, body);
  }

  @CollectionRoute('persons', 'update')
  update(@Caller() caller: RequestContext, @RecordId() id: string, @RpcBody() body: UpdatePersonDto) {
    return this.persons.update(caller, id, body);
  }
}
