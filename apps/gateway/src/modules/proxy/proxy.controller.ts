import { All, Controller, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { runInRequestTrace } from '../http/http-tracing';
import { ProxyService } from './proxy.service';

const API_PREFIX = '/external/v1';

/** Everything under /external/v1 that is not /auth: routed by the route table. */
@Controller('external/v1')
export class ProxyController {
  constructor(private readonly proxy: ProxyService) {}

  @All('*')
  forward(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    // The raw path, decoded once by the route matcher: Fastify's decoded wildcard
    // would turn an id holding `%2F` into two segments.
    const path = request.url.split('?', 1)[0].slice(API_PREFIX.length);
    return runInRequestTrace(request, () => this.proxy.forward(request, reply, path));
  }
}
