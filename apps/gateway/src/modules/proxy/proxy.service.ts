import { ApiError, ErrorCode, ROUTES, RouteDefinition, RpcRequest, hasScope } from '@bizapi/contracts';
import { NatsRpcClient } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequestAuthenticator } from '../auth/request-authenticator';
import { applyRateLimitHeaders } from '../http/rate-limit-headers';
import { AdmissionService } from './admission.service';
import { RouteMatcher } from './route-matcher';

/**
 * Every request below /external/v1 except /auth: find the route, then
 * authenticate, admit (revocation, rate limit, plan), check the key's scope,
 * and forward to the owning service over NATS with the caller's context.
 * The service's answer is the response body; its status comes from the route.
 */
@Injectable()
export class ProxyService {
  private readonly routes = new RouteMatcher(ROUTES);

  constructor(
    private readonly authenticator: RequestAuthenticator,
    private readonly admission: AdmissionService,
    private readonly rpc: NatsRpcClient,
  ) {}

  async forward(request: FastifyRequest, reply: FastifyReply, path: string): Promise<void> {
    const match = this.routes.match(request.method, path);
    if (!match) throw new ApiError(ErrorCode.ROUTE_NOT_FOUND);
    const { route, params } = match;

    const claims = this.authenticator.authenticate(request.headers);
    const { rate, features } = await this.admission.admit(claims);
    applyRateLimitHeaders(reply, rate);
    if (!rate.allowed) throw new ApiError(ErrorCode.RATE_LIMIT_EXCEEDED);
    if (route.feature && !features.includes(route.feature)) throw new ApiError(ErrorCode.FEATURE_NOT_ENABLED);
    if (!hasScope(claims.scp, route.scope)) throw new ApiError(ErrorCode.INSUFFICIENT_PERMISSIONS);

    const message: RpcRequest = {
      ctx: { companyId: claims.cid, userId: claims.sub, apiKeyId: claims.akid, requestId: request.id },
      params,
      query: (request.query ?? {}) as RpcRequest['query'],
      body: requestBody(route, request.body),
    };
    // Passed on as the service wrote it: no parse, no re-serialisation.
    const json = await this.rpc.requestJson(route.subject, message);
    await reply.status(route.successStatus).type('application/json; charset=utf-8').send(json);
  }
}

/** The body a route takes: a JSON object for POST and PUT (none counts as `{}`), nothing otherwise. */
function requestBody(route: RouteDefinition, body: unknown): unknown {
  if (route.method !== 'POST' && route.method !== 'PUT') return undefined;
  if (body === undefined) return {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw ApiError.validation('body', 'the request body must be a JSON object');
  }
  return body;
}
