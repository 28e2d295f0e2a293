import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../access/access.module';
import { IamModule } from '../iam/iam.module';
import { AuditController } from './audit/audit.controller';
import { PanelAuditModule } from './audit/audit.module';
import { KeysController } from './keys/keys.controller';
import { PanelInviteEntity } from './people/panel-invite.entity';
import { PanelInviteHandler } from './people/panel-invite.handler';
import { PanelPeopleService } from './people/panel-people.service';
import { PeopleController } from './people/people.controller';
import { SignInThrottle } from './people/sign-in-throttle';
import { PanelCookies } from './sessions/panel-cookies';
import { PanelSessionEntity } from './sessions/panel-session.entity';
import { PanelSessionsService } from './sessions/panel-sessions.service';
import { UsageController } from './usage/usage.controller';
import { PanelAssetsController } from './web/assets.controller';
import { PanelWebhooksClient } from './webhooks/panel-webhooks.client';
import { WebhooksController } from './webhooks/webhooks.controller';

/**
 * The company panel at /panel/ (docs/panel.md): a company's people sign in
 * and manage their API keys and webhooks. Server-rendered pages; every change
 * is a form POST with a CSRF token. Not behind the public API's rate limit.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PanelSessionEntity, PanelInviteEntity]), IamModule, AccessModule, PanelAuditModule],
  controllers: [PanelAssetsController, PeopleController, PanelInviteHandler, KeysController, WebhooksController, UsageController, AuditController],
  providers: [PanelCookies, PanelSessionsService, PanelPeopleService, SignInThrottle, PanelWebhooksClient],
})
export class PanelModule {}
