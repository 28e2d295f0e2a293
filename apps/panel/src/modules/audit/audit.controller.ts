import { Controller, Get, Req, Res, UseFilters } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PanelSessionsService } from '../sessions/panel-sessions.service';
import { pageContext } from '../web/page-context';
import { sendHtml } from '../web/page-headers';
import { PanelExceptionFilter } from '../web/panel-exception.filter';
import { AuditTrail } from './audit-trail';
import { auditPage } from './audit.views';

/** The company's audit trail (its latest 200 lines), for every one of its panel users. */
@Controller('panel/audit')
@UseFilters(PanelExceptionFilter)
export class AuditController {
  constructor(
    private readonly sessions: PanelSessionsService,
    private readonly trail: AuditTrail,
  ) {}

  @Get()
  async show(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const viewer = await this.sessions.require(request, reply);
    sendHtml(reply, auditPage(pageContext(request), viewer, await this.trail.latest(viewer.companyId)));
  }
}
