import { AdminClient } from '@bizapi/runtime';
import { Controller, Get, Req, Res, UseFilters } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PanelSessionsService } from '../sessions/panel-sessions.service';
import { pageContext } from '../web/page-context';
import { sendHtml } from '../web/page-headers';
import { PanelExceptionFilter } from '../web/panel-exception.filter';
import { usagePage } from './usage.views';

/** The company's API usage: the rate limiter's own counters, as iam reads them for the operator contract (admin.iam.usage.get); the panel's pages are not counted. */
@Controller('panel/usage')
@UseFilters(PanelExceptionFilter)
export class UsageController {
  constructor(
    private readonly sessions: PanelSessionsService,
    private readonly operator: AdminClient,
  ) {}

  @Get()
  async show(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const viewer = await this.sessions.require(request, reply);
    sendHtml(reply, usagePage(pageContext(request), viewer, await this.operator.companyUsage(viewer.companyId)));
  }
}
