import { ALL_SCOPES, ApiError, COLLECTION_NAMES, ErrorCode, MAX_ACTIVE_KEYS_PER_COMPANY } from '@bizapi/contracts';
import { AdminClient } from '@bizapi/runtime';
import { Controller, Get, Param, Post, Query, Req, Res, UseFilters } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PanelAuditService, actorOf } from '../audit/panel-audit.service';
import { requireCsrf } from '../sessions/csrf';
import { PanelSessionsService, PanelViewer } from '../sessions/panel-sessions.service';
import { field, fields } from '../web/form-body';
import { isUuid, keyName } from '../web/formatting';
import { Notice, PANEL_BASE } from '../web/layout';
import { PageContext, pageContext } from '../web/page-context';
import { redirectTo, sendHtml } from '../web/page-headers';
import { describeError } from '../web/describe-error';
import { PanelNotFound } from '../web/panel-errors';
import { PanelExceptionFilter } from '../web/panel-exception.filter';
import { keyCreatedPage, keysPage, revokeConfirmPage } from './keys.views';

const COLLECTIONS = [...COLLECTION_NAMES].sort();

/**
 * The company's API keys: list, create (shown once), revoke (confirmed).
 * Each is iam's, through the operator contract the command line uses
 * (AdminClient: admin.iam.keys.*): the 3-key limit, hashing and the
 * immediate refusal of a revoked key's tokens are not repeated here.
 */
@Controller('panel/keys')
@UseFilters(PanelExceptionFilter)
export class KeysController {
  constructor(
    private readonly sessions: PanelSessionsService,
    private readonly operator: AdminClient,
    private readonly audit: PanelAuditService,
  ) {}

  @Get()
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Query('done') done?: string): Promise<void> {
    const viewer = await this.sessions.require(request, reply);
    const context = pageContext(request);
    const notice = done === 'revoked' ? { kind: 'ok' as const, text: context.t('keyRevoked') } : undefined;
    await this.renderList(context, viewer, reply, notice);
  }

  @Post()
  async create(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const viewer = await this.sessions.require(request, reply);
    requireCsrf(request, viewer.csrfToken);
    const context = pageContext(request);
    const label = field(request.body, 'label').slice(0, 100);
    const chosen = fields(request.body, 'scope');
    const scopes = chosen.includes(ALL_SCOPES) ? [ALL_SCOPES] : chosen;
    try {
      if (!label) throw ApiError.validation('label', context.t('keyLabel'));
      const created = await this.operator.createKey(viewer.companyId, viewer.userId, scopes, { label, createdBy: viewer.userId });
      await this.audit.record(viewer.companyId, actorOf(viewer), { action: 'key.created', target: `${label} (…${created.apiKey.slice(-4)})`, detail: { scopes: created.scopes } });
      sendHtml(reply, keyCreatedPage(context, viewer, { ...created, label }), 201);
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
      const text = error.code === ErrorCode.API_KEY_LIMIT_REACHED ? context.t('keysLimit', { max: MAX_ACTIVE_KEYS_PER_COMPANY, active: MAX_ACTIVE_KEYS_PER_COMPANY }) : describeError(context, error);
      await this.renderList(context, viewer, reply, { kind: 'error', text }, error.statusCode, label);
    }
  }

  @Get(':id/revoke')
  async confirmRevoke(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string): Promise<void> {
    const viewer = await this.sessions.require(request, reply);
    const key = await this.ownKey(viewer, id);
    if (key.revokedAt) return redirectTo(reply, `${PANEL_BASE}/keys`);
    sendHtml(reply, revokeConfirmPage(pageContext(request), viewer, key));
  }

  @Post(':id/revoke')
  async revoke(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string): Promise<void> {
    const viewer = await this.sessions.require(request, reply);
    requireCsrf(request, viewer.csrfToken);
    const key = await this.ownKey(viewer, id);
    await this.operator.revokeKey(key.id, { companyId: viewer.companyId, revokedBy: viewer.userId });
    await this.audit.record(viewer.companyId, actorOf(viewer), { action: 'key.revoked', target: keyName(key) });
    redirectTo(reply, `${PANEL_BASE}/keys?done=revoked`);
  }

  /** One of the viewer's company's keys; another company's is as missing as a made-up id. */
  private async ownKey(viewer: PanelViewer, id: string) {
    if (!isUuid(id)) throw new PanelNotFound();
    const key = (await this.operator.listKeys(viewer.companyId)).find((candidate) => candidate.id === id);
    if (!key) throw new PanelNotFound();
    return key;
  }

  private async renderList(context: PageContext, viewer: PanelViewer, reply: FastifyReply, notice?: Notice, status = 200, label?: string) {
    const keys = await this.operator.listKeys(viewer.companyId);
    const active = keys.filter((key) => !key.revokedAt).length;
    sendHtml(reply, keysPage(context, viewer, { keys, active, max: MAX_ACTIVE_KEYS_PER_COMPANY, collections: COLLECTIONS, notice, label }), status);
  }
}
