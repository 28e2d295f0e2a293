import { ERROR_STATUS, ErrorCode } from '@bizapi/contracts';
import type { JsonSchema } from '../schema/json-schema';

/** What the document names `x-extension: true`: behaviour this API offers beyond the spec. */
export const EXTENSION = { 'x-extension': true } as const;

/** The spec's error body (with the gateway's `requestId`, where the spec says "not shown"). */
export function errorBodySchema(): JsonSchema {
  return {
    type: 'object',
    description: 'The error body of every failure. `message` is a constant code; `friendlyMessage` is displayable (Portuguese).',
    properties: {
      statusCode: { type: 'integer', description: 'The HTTP status, repeated.' },
      message: { type: 'string', enum: Object.values(ErrorCode), description: 'A constant code (English): what a client branches on.' },
      friendlyMessage: { type: 'string', description: 'A message a person can read (Portuguese), safe to display.' },
      errors: {
        type: 'array',
        description: 'One entry per invalid field (validation errors).',
        items: {
          type: 'object',
          properties: {
            field: { type: 'string', description: 'The field (body or query parameter; `body` for the body as a whole) that is wrong.' },
            message: { type: 'string', description: 'What is wrong with it.' },
          },
          required: ['field', 'message'],
          additionalProperties: false,
        },
      },
      requestId: { type: 'string', description: 'The X-Request-Id of the request, also in the logs.', ...EXTENSION },
    },
    required: ['statusCode', 'message', 'friendlyMessage', 'requestId'],
    additionalProperties: false,
  };
}

/** The statuses of a set of codes, each with its codes. */
export function byStatus(codes: Iterable<ErrorCode>): Map<number, ErrorCode[]> {
  const grouped = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) grouped.set(ERROR_STATUS[code], [...(grouped.get(ERROR_STATUS[code]) ?? []), code]);
  return new Map([...grouped].sort(([a], [b]) => a - b));
}

export const SECURITY_SCHEMES = {
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'x-api-key',
    description: 'The API key (`<prefix>_ak_` + 45 alphanumeric characters), sent to `POST /auth` only, with the secret in the body.',
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The `accessToken` of `POST /auth` (valid `expiresIn` seconds, 3600); refreshed by `POST /auth/refresh-token`.',
  },
  companyToken: {
    type: 'apiKey',
    in: 'header',
    name: 'x-company-token',
    description: 'The `companyToken` of `POST /auth`: the company every request acts for.',
  },
};

/** Response headers, referenced by name from the operations; `required` where every answer that references it carries it. */
const header = (type: 'integer' | 'string', required: boolean, description: string) => ({
  description,
  required,
  schema: { type },
  ...EXTENSION,
});

export const HEADERS = {
  'X-Request-Id': header(
    'string',
    true,
    'The id of this request: the same as `requestId` of an error body and in the logs. A client may send its own (echoed back).',
  ),
  'RateLimit-Limit': header('integer', true, 'Requests allowed per window (100 per minute per company).'),
  'RateLimit-Remaining': header('integer', true, 'Requests left in the current window.'),
  'RateLimit-Reset': header('integer', true, 'Seconds until the window frees a request.'),
  'RateLimit-Policy': header('string', true, 'IETF draft-ietf-httpapi-ratelimit-headers policy, e.g. `"company";q=100;w=60`.'),
  RateLimit: header('string', true, 'IETF draft-ietf-httpapi-ratelimit-headers state, e.g. `"company";r=99;t=60`.'),
  'Retry-After': header('integer', false, 'Seconds to wait before retrying (429, 503).'),
  ETag: header('string', true, 'The entity tag of the record: send it in If-None-Match (304 when unchanged) or If-Match on PUT.'),
  'Idempotent-Replayed': header(
    'string',
    false,
    '`true` when this answer replays an earlier request with the same Idempotency-Key: its kept answer, or, for an answer too large to keep (over 64 KiB, or past the company\'s budget), the record it wrote as it is now.',
  ),
};

/** Request header parameters, referenced from the operations. */
export const PARAMETERS = {
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'Makes the POST/PUT safe to retry: the first answer is stored for 24 hours per company, API key and Idempotency-Key and replayed on a retry with the same key (an answer over 64 KiB, or past the company\'s budget, is replayed as the record it wrote as it is now); the same key with another body is 422 IDEMPOTENCY_KEY_REUSED; while the first is running, 409 IDEMPOTENCY_KEY_IN_USE.',
    schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7E]+$' },
    ...EXTENSION,
  },
  IfNoneMatch: {
    name: 'If-None-Match',
    in: 'header',
    required: false,
    description:
      'The ETag of the copy the client holds: 304 with no body when the record has not changed (not counted by the rate limit). `*` also answers 304 when the record exists, and is counted.',
    schema: { type: 'string' },
    ...EXTENSION,
  },
  IfMatch: {
    name: 'If-Match',
    in: 'header',
    required: false,
    description: 'The ETag the client edited: 412 PRECONDITION_FAILED when the record changed since (lost-update protection).',
    schema: { type: 'string' },
    ...EXTENSION,
  },
  RequestId: {
    name: 'X-Request-Id',
    in: 'header',
    required: false,
    description: 'An id for this request, echoed back in X-Request-Id when it is 1 to 128 of `A-Za-z0-9._:-`; generated otherwise.',
    schema: { type: 'string' },
    ...EXTENSION,
  },
};
