import { RuntimeModule, createRedis } from '@bizapi/runtime';
import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { webhooksEnv } from './config/webhooks-env';
import { WEBHOOKS_ENV } from './config/webhooks-env.provider';
import { WEBHOOKS_DATABASE } from './database/webhooks-database';
import { AdminModule } from './modules/admin/admin.module';
import { DeliveriesModule } from './modules/deliveries/deliveries.module';
import { IntakeModule } from './modules/intake/intake.module';
import { SubscriptionsModule } from './modules/subscriptions/subscriptions.module';

@Global()
@Module({ providers: [{ provide: WEBHOOKS_ENV, useValue: webhooksEnv }], exports: [WEBHOOKS_ENV] })
class WebhooksConfigModule {}

@Module({
  imports: [
    WebhooksConfigModule,
    RuntimeModule.forRoot({ service: 'webhooks', database: WEBHOOKS_DATABASE, outbox: false, redis: true, env: webhooksEnv }),
    BullModule.forRootAsync({
      useFactory: () => ({
        // BullMQ needs a connection that never gives up on a request. Auto-pipelining
        // sends the commands of concurrent jobs in one write, so fewer system calls.
        connection: createRedis(webhooksEnv.REDIS_URL, { maxRetriesPerRequest: null }),
        prefix: webhooksEnv.BIZAPI_NAMESPACE ? `bull:${webhooksEnv.BIZAPI_NAMESPACE}` : 'bull',
      }),
    }),
    SubscriptionsModule,
    DeliveriesModule,
    IntakeModule,
    AdminModule,
  ],
})
export class AppModule {}
