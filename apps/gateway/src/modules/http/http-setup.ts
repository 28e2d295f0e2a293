import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger as PinoLogger } from 'pino';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';

/** Largest request body (ARCHITECTURE.md: over 1 MiB is 413 PAYLOAD_TOO_LARGE). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

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
export function configureHttp(fastify: FastifyInstance, logger: PinoLogger): void {
  fastify.addHook('onRequest', async (request: FastifyRequest, reply) => {
    void reply.header('X-Request-Id', request.id);
  });
  // One access-log line per request; headers (credentials) and query strings stay out of it.
  fastify.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/health')) return;
    logger.info(
      {
        requestId: request.id,
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
    return parseJson(request, body as string, done);
  });
}
