import { All, Controller, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ProxyService } from './proxy.service';

/** Everything under /external/v1 that is not /auth: routed by the route table. */
@Controller('external/v1')
export class ProxyController {
  constructor(private readonly proxy: ProxyService) {}

  @All('*')
  forward(@Req() request: FastifyRequest<{ Params: { '*': string } }>, @Res() reply: FastifyReply): Promise<void> {
    return this.proxy.forward(request, reply, request.params['*'] ?? '');
  }
}
