import { ApiError, ErrorCode } from '@bizapi/contracts';
import { Controller, Get, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { docsBundle, docsBundleGzipped } from './docs-bundle';
import { DOCS_CONTENT_SECURITY_POLICY, DOCS_INIT_SCRIPT, DOCS_PAGE_HTML } from './docs-page';

const JAVASCRIPT = 'text/javascript; charset=utf-8';

/**
 * The API reference page (`GET /external/v1/docs`, no authentication): Scalar
 * rendering `/external/v1/openapi.json`, every file served by the gateway itself.
 */
@Controller('external/v1/docs')
export class DocsController {
  @Get()
  page(@Res() reply: FastifyReply): void {
    void reply
      .header('Content-Security-Policy', DOCS_CONTENT_SECURITY_POLICY)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'no-referrer')
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(DOCS_PAGE_HTML);
  }

  @Get('scalar-api-reference.js')
  async bundle(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const gzipped = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const bytes = gzipped ? await docsBundleGzipped() : docsBundle();
    if (!bytes) throw new ApiError(ErrorCode.SERVICE_UNAVAILABLE);
    if (gzipped) void reply.header('Content-Encoding', 'gzip');
    void reply
      .header('Vary', 'Accept-Encoding')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'public, max-age=3600')
      .type(JAVASCRIPT)
      .send(bytes);
  }

  @Get('init.js')
  init(@Res() reply: FastifyReply): void {
    void reply.header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'no-cache').type(JAVASCRIPT).send(DOCS_INIT_SCRIPT);
  }
}
