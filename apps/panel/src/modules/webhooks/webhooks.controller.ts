import { ApiError } from '@bizapi/contracts';
import { Controller, Get, Param, Post, Query, Req, Res, UseFilters } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuditRecord, PanelAuditService, actorOf } from '../audit/panel-audit.service';
import { requireCsrf } from '../sessions/csrf';
import { PanelSessionsService, PanelViewer } from '../sessions/panel-sessions.service';
import { describeError } from '../web/describe-error';
import { field, fields } from '../web/form-body';
import { isUuid } from '../web/formatting';
import { Notice, PANEL_BASE } from '../web/layout';
import { PageContext, pageContext } from '../web/page-context';
import { redirectTo, sendHtml } from '../web/page-headers';
import { PanelNotFound } from '../web/panel-errors';
import { PanelExceptionFilter } from '../web/panel-exception.filter';
import { DeliveryFilters, PanelWebhooksClient } from './panel-webhooks.client';
import { fromLocalInput, secretRotatedPage, webhookCreatedPage, webhookPage, webhooksPage } from './webhooks.views';

type Done = 'saved' | 'test' | 'resent' | 'replayed' | 'deactivated' | 'reactivated';

/**
 * The company's webhook subscriptions: list, create (secret shown once),
 * edit, deactivate and reactivate, rotate the secret, send a test event, and
 * the delivery log with resend and replay. Every operation is the webhooks
 * service's (PanelWebhooksClient); a service refusal (bad URL, caps, an
 * inactive subscription) is shown on the page in the person's language.
 */
@Controller('panel/webhooks')
@UseFilters(PanelExceptionFilter)
export class WebhooksController {
  constructor(
    private readonly sessions: PanelSessionsService,
    private readonly webhooks: PanelWebhooksClient,
    private readonly audit: PanelAuditService,
  ) {}

  @Get()
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const viewer = await this.sessions.require(request, reply);
    await this.renderList(pageContext(request), viewer, reply);
  }

  @Post()
  async create(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const viewer = await this.sessions.require(request, reply);
    requireCsrf(request, viewer.csrfToken);
    const context = pageContext(request);
    const form = { url: field(request.body, 'url'), description: field(request.body, 'description'), events: fields(request.body, 'events') };
    try {
      const created = await this.webhooks.create(viewer, form);
      await this.record(viewer, { action: 'webhook.created', target: created.url, detail: { id: created.id, events: created.events } });
      sendHtml(reply, webhookCreatedPage(context, viewer, created), 201);
    } catch (error) {
      await this.renderList(context, viewer, reply, refusal(context, error), (error as ApiError).statusCode, form);
    }
  }

  @Get(':id')
  async show(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('id') id: string,
    @Query() query: Record<string, string | undefined>,
  ): Promise<void> {
    const viewer = await this.sessions.require(request, reply);
    const context = pageContext(request);
    const { t } = context;
    const done = query.done as Done | undefined;
    const notice: Notice | undefined =
      done === 'test' ? { kind: 'ok', text: t('testQueued', { id: String(query.delivery ?? '') }) }
      : done === 'replayed' ? { kind: 'ok', text: t('replayed', { count: Number(query.count ?? 0) }) }
      : done === 'resent' ? { kind: 'ok', text: t('resent') }
      : done ? { kind: 'ok', text: t('saved') }
      : undefined;
    const filters: DeliveryFilters = {
      status: query.status || undefined,
      event: query.event || undefined,
      createdFrom: fromLocalInput(query.createdFrom ?? '') || undefined,
      createdTo: fromLocalInput(query.createdTo ?? '') || undefined,
      page: /^\d{1,6}$/.test(query.page ?? '') ? query.page : undefined,
    };
    await this.renderDetail(context, viewer, reply, id, filters, notice);
  }

  @Post(':id')
  async edit(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string): Promise<void> {
    await this.change(request, reply, id, 'saved', async (viewer) => {
      const updated = await this.webhooks.update(viewer, id, {
        url: field(request.body, 'url'),
        description: field(request.body, 'description'),
        events: fields(request.body, 'events'),
      });
      return { action: 'webhook.updated', target: updated.url, detail: { id, events: updated.events } };
    });
  }

  @Post(':id/deactivate')
  async deactivate(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string): Promise<void> {
    await this.change(request, reply, id, 'deactivated', async (viewer) => {
      const updated = await this.webhooks.update(viewer, id, { isActive: false });
      return { action: 'webhook.deactivated', target: updated.url, detail: { id } };
    });
  }

  @Post(':id/reactivate')
  async reactivate(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string): Promise<void> {
    await this.change(request, reply, id, 'reactivated', async (viewer) => {
      const updated = await this.webhooks.update(viewer, id, { isActive: true });
      return { action: 'webhook.reactivated', target: updated.url, detail: { id } };
    });
  }

  @Post(':id/rotate-secret')
  async rotate(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string): Promise<void> {
    const viewer = await this.viewerFor(request, reply, id);
    const rotated = await this.webhooks.rotateSecret(viewer, id);
    await this.record(viewer, { action: 'webhook.secret_rotated', target: id, detail: { previousSecretExpiresAt: rotated.previousSecretExpiresAt } });
    sendHtml(reply, secretRotatedPage(pageContext(request), viewer, id, rotated));
  }

  @Post(':id/test')
  async test(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string): Promise<void> {
    let deliveryId = '';
    await this.change(request, reply, id, 'test', async (viewer) => {
      deliveryId = (await this.webhooks.sendTest(viewer, id)).deliveryId;
      return { action: 'webhook.test_sent', target: id, detail: { deliveryId } };
    }, () => `&delivery=${deliveryId}`);
  }

  @Post(':id/deliveries/:deliveryId/resend')
  async resend(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string, @Param('deliveryId') deliveryId: string): Promise<void> {
    if (!isUuid(deliveryId)) throw new PanelNotFound();
    await this.change(request, reply, id, 'resent', async (viewer) => {
      const delivery = await this.webhooks.resend(viewer, id, deliveryId);
      return { action: 'webhook.delivery_resent', target: id, detail: { deliveryId, newDeliveryId: delivery.id, event: delivery.event } };
    });
  }

  @Post(':id/replay')
  async replay(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Param('id') id: string): Promise<void> {
    let count = 0;
    await this.change(request, reply, id, 'replayed', async (viewer) => {
      const range = { from: fromLocalInput(field(request.body, 'from')), to: fromLocalInput(field(request.body, 'to')) };
      count = (await this.webhooks.replay(viewer, id, range)).deliveriesCreated;
      return { action: 'webhook.replayed', target: id, detail: { ...range, deliveriesCreated: count } };
    }, () => `&count=${count}`);
  }

  /** A signed-in viewer whose form carries its CSRF token, for a well-formed id. */
  private async viewerFor(request: FastifyRequest, reply: FastifyReply, id: string): Promise<PanelViewer> {
    const viewer = await this.sessions.require(request, reply);
    requireCsrf(request, viewer.csrfToken);
    if (!isUuid(id)) throw new PanelNotFound();
    return viewer;
  }

  /** One change to a subscription: done → audited, back to its page; refused → its page with the reason. */
  private async change(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    done: Done,
    run: (viewer: PanelViewer) => Promise<AuditRecord>,
    extra: () => string = () => '',
  ): Promise<void> {
    const viewer = await this.viewerFor(request, reply, id);
    const context = pageContext(request);
    let entry: AuditRecord;
    try {
      entry = await run(viewer);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) throw new PanelNotFound();
      return this.renderDetail(context, viewer, reply, id, {}, refusal(context, error), (error as ApiError).statusCode);
    }
    await this.record(viewer, entry);
    redirectTo(reply, `${PANEL_BASE}/webhooks/${id}?done=${done}${extra()}`);
  }

  private record(viewer: PanelViewer, entry: AuditRecord): Promise<void> {
    return this.audit.record(viewer.companyId, actorOf(viewer), entry);
  }

  private async renderList(context: PageContext, viewer: PanelViewer, reply: FastifyReply, notice?: Notice, status = 200, form?: { url: string; description: string; events: string[] }) {
    const enabled = await this.webhooks.enabled(viewer);
    const list = enabled ? (await this.webhooks.list(viewer)).data : [];
    sendHtml(reply, webhooksPage(context, viewer, { enabled, list, notice, form }), enabled ? status : 403);
  }

  private async renderDetail(context: PageContext, viewer: PanelViewer, reply: FastifyReply, id: string, filters: DeliveryFilters, notice?: Notice, status = 200) {
    if (!isUuid(id)) throw new PanelNotFound();
    if (!(await this.webhooks.enabled(viewer))) return this.renderList(context, viewer, reply);
    const [subscription, deliveries] = await Promise.all([this.webhooks.get(viewer, id), this.webhooks.deliveries(viewer, id, filters)]);
    sendHtml(reply, webhookPage(context, viewer, { subscription, deliveries, filters, notice }), status);
  }
}

/** A service's refusal as a notice; anything that is not a client error goes on to the error page. */
function refusal(context: PageContext, error: unknown): Notice {
  if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
  return { kind: 'error', text: describeError(context, error) };
}
