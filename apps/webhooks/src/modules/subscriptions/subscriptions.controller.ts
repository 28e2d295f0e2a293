import { type RequestContext, WebhookSubject } from '@bizapi/contracts';
import { Caller, CollectionRoute, RecordId, RpcBody, RpcQuery } from '@bizapi/runtime';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CreateSubscriptionDto, ListSubscriptionsQuery, UpdateSubscriptionDto } from './subscription.dto';
import { SubscriptionsService } from './subscriptions.service';

@Controller()
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  /** @throws SUBSCRIPTION_LIMIT_REACHED when the company has its maximum of active subscriptions. */
  @CollectionRoute('webhooks', 'create')
  create(@Caller() caller: RequestContext, @RpcBody() body: CreateSubscriptionDto) {
    return this.subscriptions.create(caller, body);
  }

  @CollectionRoute('webhooks', 'list')
  list(@Caller() caller: RequestContext, @RpcQuery() query: ListSubscriptionsQuery, @Payload('query') sent: Record<string, unknown> | undefined) {
    return this.subscriptions.list(caller, query, sent ?? {});
  }

  @CollectionRoute('webhooks', 'get')
  get(@Caller() caller: RequestContext, @RecordId() id: string) {
    return this.subscriptions.get(caller, id);
  }

  /** @throws SUBSCRIPTION_LIMIT_REACHED when `isActive: true` would exceed the company's maximum. */
  @CollectionRoute('webhooks', 'update')
  update(@Caller() caller: RequestContext, @RecordId() id: string, @RpcBody() body: UpdateSubscriptionDto) {
    return this.subscriptions.update(caller, id, body);
  }

  @CollectionRoute('webhooks', 'delete')
  remove(@Caller() caller: RequestContext, @RecordId() id: string) {
    return this.subscriptions.deactivate(caller.companyId, id);
  }

  @MessagePattern(WebhookSubject.rotateSecret)
  rotateSecret(@Caller() caller: RequestContext, @RecordId() id: string) {
    return this.subscriptions.rotateSecret(caller, id);
  }
}
