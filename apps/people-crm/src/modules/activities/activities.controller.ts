import type { RequestContext } from '@bizapi/contracts';
import { Caller, CollectionRoute, RecordId, RpcBody, RpcQuery } from '@bizapi/runtime';
import { Controller } from '@nestjs/common';
import { CreateActivityDto, ListActivitiesQuery, UpdateActivityDto } from './activity.dto';
import { ActivitiesService } from './activities.service';

@Controller()
export class ActivitiesController {
  constructor(private readonly activities: ActivitiesService) {}

  @CollectionRoute('activities', 'list')
  list(@Caller() caller: RequestContext, @RpcQuery() query: ListActivitiesQuery) {
    return this.activities.list(caller, query);
  }

  @CollectionRoute('activities', 'get')
  get(@Caller() caller: RequestContext, @RecordId() id: string) {
    return this.activities.get(caller, id);
  }

  @CollectionRoute('activities', 'create')
  create(@Caller() caller: RequestContext, @RpcBody() body: CreateActivityDto) {
    return this.activities.create(caller, body);
  }

  @CollectionRoute('activities', 'update')
  update(@Caller() caller: RequestContext, @RecordId() id: string, @RpcBody() body: UpdateActivityDto) {
    return this.activities.update(caller, id, body);
  }
}
