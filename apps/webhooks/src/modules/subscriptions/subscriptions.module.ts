import { SecretBox } from '@bizapi/runtime';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhooksEnv } from '../../config/webhooks-env';
import { WEBHOOKS_ENV } from '../../config/webhooks-env.provider';
import { SubscriptionEntity } from './subscription.entity';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

@Module({
  imports: [TypeOrmModule.forFeature([SubscriptionEntity])],
  controllers: [SubscriptionsController],
  providers: [
    SubscriptionsService,
    { provide: SecretBox, inject: [WEBHOOKS_ENV], useFactory: (env: WebhooksEnv) => SecretBox.fromBase64(env.WEBHOOK_SECRET_KEY, 'WEBHOOK_SECRET_KEY') },
  ],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
