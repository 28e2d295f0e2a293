import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { WebhooksAdminController } from './webhooks-admin.controller';

@Module({ imports: [SubscriptionsModule], controllers: [WebhooksAdminController] })
export class AdminModule {}
