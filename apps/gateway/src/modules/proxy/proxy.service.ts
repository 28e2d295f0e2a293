import { ApiError, ErrorCode, ROUTES, RouteDefinition, RpcRequest, hasScope } from '@bizapi/contracts';
import { NatsRpcClient } from '@bizapi/runtime';
import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccessGate, RateLimitState } from '../access/access-gate';
import { InFlightLimit } from './in-flight-limit';
import { AccessClaims } from '../auth/access-token.service';
import { RequestAuthenticator } from '../auth/request-authenticator';
import { ConditionalRequests, entityTagOf, readsOneRecord, updatesOneRecord } from '../conditional/conditional-requests';
import { markRouteTemplate } from '../http/http-metrics';
import { applyRateLimitHeaders } from '../http/rate-limit-headers';
import { IdempotentWrites, WriteAnswer } from '../idempotency/idempotent-writes';
import { IDEMPOTENCY_KEY_HEADER } from '../idempotency/request-fingerprint';
import { AdmissionService } from './admission.service';
import { RouteMatcher } from './route-matcher';

const JSON_TYPE = 'application/json; charset=utf-8';

type Answer =
  | ({ kind: 'idempotent' } & WriteAnswer)
  | { kind: 'bytes'; json: Buffer };

/**
 * Every request below /external/v1 except /auth: find the route, then
 * authenticate, admit (revocation, rate limit, plan), check the key's scope,
 * take one of the company's slots in flight (InFlightLimit), and forward to the owning service over NATS with the caller's context.
 * The service's answer is the response body; its status comes from the route.
 * Gets by id carry an ETag (304 on a matching If-None-Match, not counted by
 * the rate limit when it names the current tag); PUT honours If-Match; POST
 * and PUT honour Idempotency-Key.
 */
@Injectable()
export class ProxyService {
  private readonly routes = new RouteMatcher(ROUTES);

  constructor(
    private readonly authenticator: RequestAuthenticator,
    private readonly admission: AdmissionService,
    private readonly gate: AccessGate,
    private readonly rpc: NatsRpcClient,
    private readonly conditional: ConditionalRequests,
    private readonly idempotent: IdempotentWrites,
    private readonly inFlight: InFlightLimit,
  ) {}

  async forward(request: FastifyRequest, reply: FastifyReply, path: string): Promise<void> {
    const match = this.routes.match(request.method, path);
    if (!match) throw new ApiError(ErrorCode.ROUTE_NOT_FOUND);
    const { route, params } = match;
    markRouteTemplate(request, route.path);

    const claims = this.authenticator.authenticate(request.headers);
    // A company past its share of requests in flight is refused before the admission's Redis round trip, so a
    // flood of its excess costs a counter each, not a round trip (docs/decisions.md, "Requests in flight per
    // company"). The slot covers admission and the work upstream: released on every outcome (answer, refusal,
    // error, timeout; a client gone meanwhile leaves the service working, so it holds the slot until then),
    // never held by a slow reader.
    const slot = this.inFlight.acquire(claims.cid, route);
    let rate: RateLimitState;
    let answer: Answer;
    try {
      const admitted = await this.admission.admit(claims);
      rate = admitted.rate;
      applyRateLimitHeaders(reply, rate);
      if (!rate.allowed) throw new ApiError(ErrorCode.RATE_LIMIT_EXCEEDED);
      if (route.feature && !admitted.features.includes(route.feature)) throw new ApiError(ErrorCode.FEATURE_NOT_ENABLED);
      if (!hasScope(claims.scp, route.scope)) throw new ApiError(ErrorCode.INSUFFICIENT_PERMISSIONS);

      const message: RpcRequest = {
        ctx: { companyId: claims.cid, userId: claims.sub, apiKeyId: claims.akid, requestId: request.id },
        params,
        query: (request.query ?? {}) as RpcRequest['query'],
        body: requestBody(route, request.body),
      };
      const idempotencyKey = route.method === 'POST' || route.method === 'PUT' ? header(request, IDEMPOTENCY_KEY_HEADER) : undefined;
      answer = await this.answer(request, route, path, message, claims, idempotencyKey);
    } finally {
      slot.release();
    }

    if (answer.kind === 'idempotent') {
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      await reply.status(answer.status).type(JSON_TYPE).send(answer.body);
      return;
    }
    if (readsOneRecord(route)) return this.sendRecord(request, reply, claims, rate, answer.json);
    await reply.status(route.successStatus).type(JSON_TYPE).send(answer.json);
  }

  /** What the owning service answers (through the idempotency store when the request carries a key). */
  private async answer(request: FastifyRequest, route: RouteDefinition, path: string, message: RpcRequest, claims: AccessClaims, idempotencyKey: string | undefined): Promise<Answer> {
    const ifMatch = header(request, 'if-match');
    if (ifMatch !== undefined && updatesOneRecord(route)) await this.conditional.requireMatch(route, message, ifMatch);
    if (idempotencyKey !== undefined) return { kind: 'idempotent', ...(await this.idempotent.run(idempotencyKey, route, path, message, claims.scp)) };
    // Passed on as the service wrote it: no parse, no re-serialisation, not even decoded from UTF-8.
    return { kind: 'bytes', json: await this.rpc.requestBytes(route.subject, message) };
  }

  /**
   * A record with its ETag, or 304 when the client's copy is current: given
   * back to the rate limit when it named the current tag (nothing was sent),
   * counted for `If-None-Match: *` (else reads would cost nothing).
   */
  private async sendRecord(request: FastifyRequest, reply: FastifyReply, claims: AccessClaims, rate: Parameters<typeof applyRateLimitHeaders>[1], json: Buffer) {
    const tag = entityTagOf(json);
    reply.header('ETag', tag);
    const notModified = this.conditional.notModified(header(request, 'if-none-match'), tag);
    if (notModified) {
      if (notModified === 'held') {
        await this.gate.refund(claims.cid);
        applyRateLimitHeaders(reply, { ...rate, remaining: Math.min(rate.limit, rate.remaining + 1) });
      }
      await reply.status(304).send();
      return;
    }
    await reply.status(200).type(JSON_TYPE).send(json);
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
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
