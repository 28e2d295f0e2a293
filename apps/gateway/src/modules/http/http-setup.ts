import { ApiError, ErrorCode } from '@bizapi/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger as PinoLogger } from 'pino';
import { sendApiError } from './api-exception.filter';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { recordHttpRequest } from './http-metrics';
import { traceHttpRequests, traceIdOf } from './http-tracing';

/** Largest request body (docs/design/architecture-contract.md: over 1 MiB is 413 PAYLOAD_TOO_LARGE). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Deepest nesting of arrays and objects a body may have; far beyond any record, far below a stack overflow. */
const MAX_BODY_DEPTH = 32;

/**
 * Node's HTTP server limits (docs/operations/scale.md, "HTTP limits"): a client
 * that trickles its headers or body (slow loris) is answered 408 and cut
 * off; idle keep-alive connections close after 72 s, longer than the usual
 * load balancer's 60 s so the balancer closes first; headers are at most
 * 16 KiB.
 */
export function httpServerLimits(env: { HTTP_HEADERS_TIMEOUT_MS: number; HTTP_REQUEST_TIMEOUT_MS: number }) {
  return {
    keepAliveTimeout: 72_000,
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: env.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
      maxHeaderSize: 16 * 1024,
      // How often Node looks for connections past those limits.
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(env.HTTP_HEADERS_TIMEOUT_MS / 2)),
    },
  };
}

const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A client's own `X-Request-Id` is kept when it is a sane token; otherwise one is made. */
export function requestIdFor(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && CLIENT_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * Fastify settings Nest does not expose: every response carries its
 * `X-Request-Id` and is logged; JSON is the only body type (others answer 415); an empty
 * JSON body counts as none (refresh-token takes no body); and JSON that
 * tries prototype pollution is refused.
 */
export function configureHttp(fastify: FastifyInstance, rootLogger: PinoLogger): void {
  // The access log holds no credentials (no headers, no query strings), so it skips redaction.
  const logger = rootLogger.child({}, { redact: { paths: [] } });
  traceHttpRequests(fastify);
  fastify.addHook('onRequest', async (request: FastifyRequest, reply) => {
    void reply.header('X-Request-Id', request.id);
  });
  // One access-log line per request; headers (credentials) and query strings stay out of it.
  fastify.addHook('onResponse', async (request, reply) => {
    recordHttpRequest(request, reply.statusCode, reply.elapsedTime / 1000);
    logger.info(
      {
        requestId: request.id,
        traceId: traceIdOf(request),
        method: request.method,
        path: request.url.split('?', 1)[0],
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  });
  fastify.removeAllContentTypeParsers();
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    return parseJson(request, body as string, (error, parsed) => {
      if (error) return done(error, undefined);
      if (nestingDepth(parsed) > MAX_BODY_DEPTH) {
        return done(ApiError.validation('body', `the request body is nested more than ${MAX_BODY_DEPTH} levels deep`), undefined);
      }
      return done(null, parsed);
    });
  });
}

/** How deeply arrays and objects nest in a parsed value, found without recursion (which a hostile body could overflow). */
function nestingDepth(value: unknown): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length) {
    const [item, depth] = pending.pop() as [unknown, number];
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_BODY_DEPTH) return deepest;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Errors Fastify raises before any route runs: a URL with broken
 * percent-encoding names no route. (Fastify's only other such error concerns
 * async route constraints, which the gateway does not use.)
 */
export function frameworkErrorHandler(error: { code?: string }, request: FastifyRequest, reply: FastifyReply): void {
  const code = error.code === 'FST_ERR_BAD_URL' ? ErrorCode.ROUTE_NOT_FOUND : ErrorCode.INTERNAL_ERROR;
  void reply.header('X-Request-Id', request.id);
  sendApiError(reply, new ApiError(code), request.id);
}
