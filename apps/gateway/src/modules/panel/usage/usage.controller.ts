import { Controller, Get, Req, Res, UseFilters } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccessGate } from '../../access/access-gate';
import { CompaniesService } from '../../iam/companies.service';
import { PanelSessionsService } from '../sessions/panel-sessions.service';
import { pageContext } from '../web/page-context';
import { sendHtml } from '../web/page-headers';
import { PanelExceptionFilter } from '../web/panel-exception.filter';
import { usagePage } from './usage.views';

/** The company's API usage, read from the rate limiter's own counters in Redis (the panel's reads are not counted). */
@Controller('panel/usage')
@UseFilters(PanelExceptionFilter)
export class UsageController {
  constructor(
    private readonly sessions: PanelSessionsService,
    private readonly gate: AccessGate,
    private readonly companies: CompaniesService,
  ) {}

  @Get()
  async show(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const viewer = await this.sessions.require(request, reply);
    // The company's own limit from PostgreSQL (a page view, not an API request: the plan's cache is not needed).
    const plan = await this.companies.planOf(viewer.companyId);
    sendHtml(reply, usagePage(pageContext(request), viewer, await this.gate.usage(viewer.companyId, plan?.rateLimitPerMinute ?? null)));
  }
}
