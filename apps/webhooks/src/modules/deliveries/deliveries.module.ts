import { REDIS_CONNECTION } from '@bizapi/runtime';
import { BullModule } from '@nestjs/bullmq';
import { Module, OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { WebhooksEnv, retryDelays } from '../../config/webhooks-env';
import { WEBHOOKS_ENV } from '../../config/webhooks-env.provider';
import { DeliveryHttpClient } from '../network/delivery-http-client';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { DeliveryAttemptEntity } from './delivery-attempt.entity';
import { DeliveryAttemptService } from './delivery-attempt.service';
import { DeliveryAttemptsRepository } from './delivery-attempts.repository';
import { DeliveryEntity } from './delivery.entity';
import { DeliveryLogService } from './delivery-log.service';
import { DeliveryProcessor } from './delivery.processor';
import { DELIVERY_QUEUE, DeliveryQueue, REPLAY_QUEUE } from './delivery-queue';
import { DeliveriesController } from './deliveries.controller';
import { DeliverySweeper } from './delivery-sweeper';
import { RetryPolicy } from './retry-policy';
import { DeliverySlots } from './delivery-slots';
import { FairShare } from './fair-share';
import { RecoveryAdmission } from './recovery-admission';
import { ReplayFeeder } from './replay-feeder';
import { ReplayProcessor } from './replay.processor';

@Module({
  imports: [
    TypeOrmModule.forFeature([DeliveryEntity, DeliveryAttemptEntity]),
    BullModule.registerQueue({ name: DELIVERY_QUEUE }, { name: REPLAY_QUEUE }),
    SubscriptionsModule,
  ],
  controllers: [DeliveriesController],
  providers: [
    DeliveryQueue,
    DeliveryAttemptsRepository,
    DeliveryAttemptService,
    DeliveryProcessor,
    ReplayProcessor,
    DeliveryLogService,
    DeliverySweeper,
    RecoveryAdmission,
    ReplayFeeder,
    { provide: RetryPolicy, inject: [WEBHOOKS_ENV], useFactory: (env: WebhooksEnv) => new RetryPolicy(retryDelays(env)) },
    {
      provide: DeliveryHttpClient,
      inject: [WEBHOOKS_ENV],
      useFactory: (env: WebhooksEnv) =>
        new DeliveryHttpClient({
          timeoutMs: env.WEBHOOK_TIMEOUT_MS,
          allowInsecure: env.WEBHOOK_ALLOW_INSECURE_URLS,
          allowLoopback: env.WEBHOOK_ALLOW_LOOPBACK_RECEIVERS,
        }),
    },
    {
      provide: DeliverySlots,
      inject: [REDIS_CONNECTION, WEBHOOKS_ENV, FairShare],
      useFactory: (redis: Redis, env: WebhooksEnv, fairShare: FairShare) =>
        new DeliverySlots(
          redis,
          env.BIZAPI_NAMESPACE,
          { perSubscription: env.WEBHOOK_MAX_IN_FLIGHT_PER_SUBSCRIPTION, perCompany: env.WEBHOOK_MAX_IN_FLIGHT_PER_COMPANY },
          env.WEBHOOK_TIMEOUT_MS + 5_000,
          (companyId) => fairShare.keys(companyId),
        ),
    },
    {
      provide: FairShare,
      inject: [REDIS_CONNECTION, WEBHOOKS_ENV],
      // A backlog entry untouched for twice the longest retry delay (plus slack) belongs to a job that was lost.
      useFactory: (redis: Redis, env: WebhooksEnv) =>
        new FairShare(redis, env.BIZAPI_NAMESPACE, 2 * Math.max(...retryDelays(env)) + 10 * 60_000),
    },
  ],
  exports: [DeliveryQueue, RetryPolicy],
})
export class DeliveriesModule implements OnApplicationShutdown {
  constructor(private readonly http: DeliveryHttpClient) {}

  onApplicationShutdown(): void {
    this.http.close();
  }
}
