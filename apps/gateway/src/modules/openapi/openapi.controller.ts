import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { OpenApiDocument } from './openapi-document';

/**
 * `GET /external/v1/openapi.json`: the machine-readable description, for
 * anyone (no credentials) and outside the tenants' rate limit. A static
 * route, so Fastify prefers it to the proxy's wildcard.
 */
@Controller('external/v1')
export class OpenApiController {
  constructor(private readonly document: OpenApiDocument) {}

  @Get('openapi.json')
  async serve(@Res() reply: FastifyReply): Promise<void> {
    await reply.type('application/json; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(this.document.stream());
  }
}
