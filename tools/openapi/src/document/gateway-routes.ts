import { ErrorCode } from '@bizapi/contracts';
import type { SourceProgram } from '../discovery/source-program';
import type { DtoToSchema } from '../schema/dto-to-schema';
import type { TypeToSchema } from '../schema/type-to-schema';
import { EXTENSION, byStatus } from './components';
import { describeFields } from './field-words';
import type { SchemaRegistry } from './schema-registry';

type Class = new (...args: never[]) => object;

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });
const RATE_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy', 'RateLimit'];
const AUTH_DTOS = 'apps/gateway/src/modules/auth/auth.dto.ts';
const AUTH_FIELDS = {
  secret: 'The secret shown with the API key when it was created: base64url, 43 characters.',
  accessToken: 'A JWT: send it as `Authorization: Bearer <accessToken>` on every other request.',
  companyToken: 'The token of the company the key belongs to: send it as `x-company-token` on every other request. The same on every sign-in and refresh.',
  expiresIn: 'Seconds the access token is valid (3600).',
};
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
  const tokenSchema = types.convert(program.exportedType(AUTH_DTOS, 'TokenResponse'));
  describeFields(tokenSchema, { answer: true, references: {}, fields: AUTH_FIELDS });
  const token = registry.ref('AuthTokens', tokenSchema);
  const authSchema = dtos.convert(authRequest);
  describeFields(authSchema, { answer: false, references: {}, fields: AUTH_FIELDS });
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
        summary: 'Sign in with an API key',
        description:
          'Exchanges the API key (header `x-api-key`) and its secret (body `secret`) for an access token (a JWT valid `expiresIn` seconds, 3600) and the company token. A wrong, unknown or revoked key or secret is 401 `INVALID_CREDENTIALS`. The only operation without the two headers.',
        tags: ['auth'],
        security: [{ apiKey: [] }],
        parameters: [ref('parameters', 'RequestId')],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: registry.ref('AuthRequest', authSchema) } },
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
        summary: 'Refresh the access token',
        description:
          'A new access token for an expired (or current) one, sent in `Authorization` with the company token in `x-company-token`; no body. The company token returned is the same. The key must still be active; a token more than 7 days past its expiry, or a session begun more than 7 days ago, is 401 `TOKEN_EXPIRED`: sign in again.',
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
        summary: 'Get this OpenAPI document',
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
