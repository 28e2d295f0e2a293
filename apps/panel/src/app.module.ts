import { RuntimeModule } from '@bizapi/runtime';
import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PanelEnv } from './config/panel-env';
import { PANEL_DATABASE } from './database/panel-database';
import { AuditController } from './modules/audit/audit.controller';
import { PanelAuditModule } from './modules/audit/audit.module';
import { KeysController } from './modules/keys/keys.controller';
import { OperatorModule } from './modules/operator/operator.module';
import { PanelAccountEntity } from './modules/accounts/panel-account.entity';
import { PanelInviteEntity } from './modules/people/panel-invite.entity';
import { PanelInviteHandler } from './modules/people/panel-invite.handler';
import { PanelPeopleService } from './modules/people/panel-people.service';
import { PeopleController } from './modules/people/people.controller';
import { SignInThrottle } from './modules/people/sign-in-throttle';
import { PanelCookies } from './modules/sessions/panel-cookies';
import { PanelSessionEntity } from './modules/sessions/panel-session.entity';
import { PanelSessionsService } from './modules/sessions/panel-sessions.service';
import { UsageController } from './modules/usage/usage.controller';
import { PanelAssetsController } from './modules/web/assets.controller';
import { PanelWebhooksClient } from './modules/webhooks/panel-webhooks.client';
import { WebhooksController } from './modules/webhooks/webhooks.controller';

/**
 * The company panel at /panel/ (docs/panel.md): a company's people sign in
 * and manage their API keys and webhooks, see usage and audit. Server-rendered
 * pages; every change is a form POST with a CSRF token. Keys, usage and the
 * plan are iam's and subscriptions the webhooks service's, reached over NATS
 * (OperatorModule, PanelWebhooksClient); its own schema holds its people,
 * sessions, invites and audit.
 */
@Module({})
export class AppModule {
  static register(env: PanelEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        RuntimeModule.forRoot({ service: 'panel', database: PANEL_DATABASE, outbox: false, redis: true, env, internalRoutes: false }),
        TypeOrmModule.forFeature([PanelAccountEntity, PanelSessionEntity, PanelInviteEntity]),
        OperatorModule,
        PanelAuditModule,
      ],
      controllers: [PanelAssetsController, PeopleController, PanelInviteHandler, KeysController, WebhooksController, UsageController, AuditController],
      providers: [PanelCookies, PanelSessionsService, PanelPeopleService, SignInThrottle, PanelWebhooksClient],
    };
  }
}
