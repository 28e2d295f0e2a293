import { ServiceDatabase } from '@bizapi/runtime';
import { PanelAuditEntity } from '../modules/audit/panel-audit.entity';
import { PanelAccountEntity } from '../modules/accounts/panel-account.entity';
import { PanelInviteEntity } from '../modules/people/panel-invite.entity';
import { PanelSessionEntity } from '../modules/sessions/panel-session.entity';
import { CreatePanel1764400000000 } from './migrations/1764400000000-create-panel';

/** The company panel's people, invites, sessions and audit: the `panel` schema, owned by the panel. */
export const PANEL_DATABASE: ServiceDatabase = {
  schema: 'panel',
  entities: [PanelAccountEntity, PanelInviteEntity, PanelSessionEntity, PanelAuditEntity],
  migrations: [CreatePanel1764400000000],
};
