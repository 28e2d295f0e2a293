import { ErrorCode } from '@bizapi/contracts';
import type { SourceProgram } from '../discovery/source-program';
import type { DtoToSchema } from '../schema/dto-to-schema';
import type { TypeToSchema } from '../schema/type-to-schema';
import { EXTENSION, byStatus } from './components';
import type { SchemaRegistry } from './schema-registry';

type Class = new (...args: never[]) => object;

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });
const RATE_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy', 'RateLimit'];
const AUTH_DTOS = 'apps/gateway/src/modules/auth/auth.dto.ts';
const SERVER_ERRORS = [ErrorCode.INTERNAL_ERROR, ErrorCode.SERVICE_UNAVAILABLE];

/**
 * The routes the gateway answers itself (apps/gateway: AuthController and
 * the document route): `POST /auth`, `POST /auth/refresh-token`, `GET /openapi.json`.
 * Their bodies and answers come from the auth DTOs (`AuthRequest`, `TokenResponse`).
 */
export function gatewayPaths(
  authRequest: Class,
  program: SourceProgram,
  types: TypeToSchema,
  dtos: DtoToSchema,
  registry: SchemaRegistry,
): Record<string, unknown> {
  const token = registry.ref('TokenResponse', types.convert(program.exportedType(AUTH_DTOS, 'TokenResponse')));
  const answer = (codes: ErrorCode[]) => ({
    '200': {
      description: 'OK',
      headers: Object.fromEntries(['X-Request-Id', ...RATE_HEADERS].map((name) => [name, ref('headers', name)])),
      content: { 'application/json': { schema: token } },
    },
    ...errors(codes),
  });
  return {
    '/auth': {
      post: {
        operationId: 'auth',
        summary: 'POST /auth',
        description: 'Exchanges the API key (header `x-api-key`) and its secret (body) for an access token and the company token.',
        tags: ['auth'],
        security: [{ apiKey: [] }],
        parameters: [ref('parameters', 'RequestId')],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: registry.ref('AuthRequest', dtos.convert(authRequest)) } },
        },
        responses: answer([
          ErrorCode.VALIDATION_ERROR,
          ErrorCode.INVALID_CREDENTIALS,
          ErrorCode.RATE_LIMIT_EXCEEDED,
          ErrorCode.PAYLOAD_TOO_LARGE,
          ErrorCode.UNSUPPORTED_MEDIA_TYPE,
          ...SERVER_ERRORS,
        ]),
      },
    },
    '/auth/refresh-token': {
      post: {
        operationId: 'authRefreshToken',
        summary: 'POST /auth/refresh-token',
        description: 'A new access token for an expired (or current) one of a key that is still active; no body.',
        tags: ['auth'],
        security: [{ bearerAuth: [], companyToken: [] }],
        parameters: [ref('parameters', 'RequestId')],
        responses: answer([
          ErrorCode.VALIDATION_ERROR,
          ErrorCode.MISSING_AUTH_HEADER,
          ErrorCode.MISSING_COMPANY_TOKEN,
          ErrorCode.TOKEN_EXPIRED,
          ErrorCode.TOKEN_INVALID,
          ErrorCode.RATE_LIMIT_EXCEEDED,
          ErrorCode.UNSUPPORTED_MEDIA_TYPE,
          ...SERVER_ERRORS,
        ]),
      },
    },
    '/openapi.json': {
      get: {
        operationId: 'openapiDocument',
        summary: 'GET /openapi.json',
        description: 'This document (OpenAPI 3.1). No authentication, not rate limited.',
        tags: ['meta'],
        security: [],
        ...EXTENSION,
        responses: {
          '200': {
            description: 'OK',
            headers: { 'X-Request-Id': ref('headers', 'X-Request-Id') },
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { openapi: { type: 'string' }, info: { type: 'object' }, paths: { type: 'object' } },
                  required: ['openapi', 'info', 'paths'],
                },
              },
            },
          },
        },
      },
    },
  };
}

export function errors(codes: ErrorCode[]): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, statusCodes] of byStatus(codes)) {
    const headers: Record<string, unknown> = { 'X-Request-Id': ref('headers', 'X-Request-Id') };
    if (status === 429 || status === 503) headers['Retry-After'] = ref('headers', 'Retry-After');
    responses[status] = {
      description: statusCodes.join(', '),
      headers,
      content: {
        'application/json': {
          schema: { allOf: [ref('schemas', 'ErrorBody')], properties: { statusCode: { const: status }, message: { enum: statusCodes } } },
        },
      },
    };
  }
  return responses;
}
