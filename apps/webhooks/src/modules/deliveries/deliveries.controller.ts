import { type RequestContext, WebhookSubject } from '@bizapi/contracts';
import { Caller, RecordId, RpcBody, RpcQuery } from '@bizapi/runtime';
import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { ListDeliveriesQuery, ReplayDto } from './delivery.dto';
import { DeliveryLogService } from './delivery-log.service';

/** The delivery log and recovery routes under /webhooks/:id (beyond the spec; see docs/webhooks.md). */
@Controller()
export class DeliveriesController {
  constructor(private readonly log: DeliveryLogService) {}

  @MessagePattern(WebhookSubject.deliveriesList)
  list(@Caller() caller: RequestContext, @RecordId() subscriptionId: string, @RpcQuery() query: ListDeliveriesQuery) {
    return this.log.list(caller, subscriptionId, query);
  }

  @MessagePattern(WebhookSubject.deliveriesGet)
  get(@Caller() caller: RequestContext, @RecordId() subscriptionId: string, @RecordId('deliveryId') deliveryId: string) {
    return this.log.get(caller, subscriptionId, deliveryId);
  }

  /**
   * @throws CONFLICT when the subscription is inactive.
   * @throws PENDING_DELIVERIES_LIMIT_REACHED when the company has its maximum of pending deliveries.
   */
  @MessagePattern(WebhookSubject.deliveriesResend)
  resend(@Caller() caller: RequestContext, @RecordId() subscriptionId: string, @RecordId('deliveryId') deliveryId: string) {
    return this.log.resend(caller, subscriptionId, deliveryId);
  }

  /**
   * Extension: a `webhook.test` event to this subscription alone; answers 202 `{deliveryId}` (the delivery log tells the outcome).
   * @throws CONFLICT when the subscription is inactive.
   * @throws PENDING_DELIVERIES_LIMIT_REACHED when the company has its maximum of pending deliveries.
   */
  @MessagePattern(WebhookSubject.test)
  test(@Caller() caller: RequestContext, @RecordId() subscriptionId: string) {
    return this.log.sendTest(caller, subscriptionId);
  }

  /**
   * @throws CONFLICT when the subscription is inactive.
   * @throws REPLAY_IN_PROGRESS when the subscription's previous replay is still being queued.
   * @throws PENDING_DELIVERIES_LIMIT_REACHED when the replay would take the company past its maximum of pending deliveries.
   */
  @MessagePattern(WebhookSubject.replay)
  replay(@Caller() caller: RequestContext, @RecordId() subscriptionId: string, @RpcBody() body: ReplayDto) {
    return this.log.replay(caller, subscriptionId, body);
  }
}
