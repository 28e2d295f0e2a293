/**
 * The page's opening words (OpenAPI `info.description`, Markdown): what an
 * integrator needs before the first request, in the order they need it.
 * Numbers here are the API's own (limits, lifetimes, schedules); the
 * details live in docs/integrators.md, docs/webhooks.md and docs/events.md.
 */
export const INTRODUCTION = `
The Business Management External API reads and writes the business data of **one company**: people, CRM, quotes and contracts, finance, projects, HR, help desk, accounting and webhooks. JSON over HTTPS; every path starts with \`/external/v1\`. Operations, fields and headers marked \`x-extension: true\` go beyond the published specification: a client written from the specification never needs them.

## Authentication

1. Create an API key and its secret in the company panel (both are shown once).
2. \`POST /auth\` with the header \`x-api-key: <API key>\` and the body \`{"secret": "<secret>"}\` answers \`{accessToken, companyToken, expiresIn}\`; the access token lasts 3600 seconds.
3. Send both on every other request: \`Authorization: Bearer <accessToken>\` and \`x-company-token: <companyToken>\`.
4. On 401 \`TOKEN_EXPIRED\`, \`POST /auth/refresh-token\` with the same two headers (no body) gives a new access token; repeat the request. A session lasts at most 7 days from its \`/auth\`, then sign in again. Revoking a key in the panel ends its tokens at once.

Each key has scopes (\`persons:read\`, \`persons:write\`…): an operation outside them is 403 \`INSUFFICIENT_PERMISSIONS\`; a collection outside the company's plan is 403 \`FEATURE_NOT_ENABLED\`. Each operation names its scope and plan feature.

## Rate limits

100 requests per minute per company, across all its keys, unless the platform has given the company a limit of its own (\`RateLimit-Limit\` names the company's). Every answer carries \`RateLimit-Limit\`, \`RateLimit-Remaining\`, \`RateLimit-Reset\` and the IETF \`RateLimit\`/\`RateLimit-Policy\` headers; past the limit, 429 \`RATE_LIMIT_EXCEEDED\` with \`Retry-After\` (seconds): wait that long, then back off exponentially. A 304 to \`If-None-Match\` is not counted.

## Errors

Every failure has the body \`{statusCode, message, friendlyMessage, errors?, requestId}\`: \`message\` is a constant code to branch on (\`VALIDATION_ERROR\`, \`RESOURCE_NOT_FOUND\`…), \`friendlyMessage\` is displayable (Portuguese), \`errors\` lists each invalid field (\`{field, message}\`), and \`requestId\` (also the \`X-Request-Id\` header) finds the request in our logs. Unknown body fields and unknown query parameters are 400 naming them; a record that does not exist, is inactive or is another company's is 404 \`RESOURCE_NOT_FOUND\`. Retry 500, 503 and 504 after at least 5 seconds; never retry a 4xx unchanged. Each operation lists the errors particular to it.

## Values

Ids are opaque strings. Enumerations are UPPER_SNAKE_CASE and case-exact. Date-times are answered in ISO 8601 UTC with milliseconds (\`2026-03-10T12:00:00.000Z\`); date inputs take \`YYYY-MM-DD\` or \`YYYY-MM-DDTHH:mm:ssZ\` (400 \`INVALID_DATE_FORMAT\` otherwise). Money is a JSON number with up to 2 decimals, quantities up to 4. \`code\` fields, totals and \`…Name\` copies are computed by the service and cannot be sent.

## Pagination and sync

A list answers \`{data: [...], meta: {total, page, limit, totalPages, nextCursor}}\`: \`page\` (from 1) and \`limit\` (default 20, at most 100). To walk a whole collection, send \`cursor=<meta.nextCursor>\` for each next page until it is null: the cursor keeps the order and filters and stays fast at any depth. For an incremental sync, remember the largest \`updatedAt\` you saw and ask \`?updatedSince=<it>&orderBy=updatedAt&order=ASC\`.

## Idempotency and conditional requests

Send \`Idempotency-Key: <unique value>\` on a POST or PUT to make a retry safe: the first answer is kept 24 hours per company, key and Idempotency-Key and replayed (with \`Idempotent-Replayed: true\`); the same key with another body is 422 \`IDEMPOTENCY_KEY_REUSED\`, and while the first is running 409 \`IDEMPOTENCY_KEY_IN_USE\`. A get by id answers an \`ETag\`: \`If-None-Match\` gives 304 while the record is unchanged, \`If-Match\` on a PUT gives 412 \`PRECONDITION_FAILED\` when someone changed it since.

## Webhooks

Subscribe an HTTPS receiver with \`POST /webhooks\` (\`url\`, \`events\` such as \`person.created\` or \`deal.*\`); the answer shows the signing \`secret\` once. \`POST /webhooks/{id}/test\` sends a \`webhook.test\` event to check the receiver. Each event arrives as \`POST\` with the body \`{id, event, timestamp, data}\` (\`data\` is the record as its get answers it; the *Webhooks* section lists each event with an example) and the headers:

- \`X-Webhook-Id\`: the event id (\`evt_…\`), the same on every attempt: deduplicate on it;
- \`X-Webhook-Timestamp\`: Unix seconds of this attempt;
- \`X-Webhook-Signature\`: \`sha256=\` + lowercase hex HMAC-SHA256 of \`<X-Webhook-Id>.<X-Webhook-Timestamp>.<raw body>\`, keyed with the secret string as shown (\`whsec_…\`, UTF-8). Compute it over the raw bytes before parsing, compare in constant time and refuse a timestamp more than 5 minutes old. During a secret rotation the header holds two signatures separated by a space: accept either.
- \`webhook-id\`, \`webhook-timestamp\`, \`webhook-signature\` (\`v1,<base64>\`): the same content signed as [Standard Webhooks](https://www.standardwebhooks.com/) does (key: the base64-decoded part after \`whsec_\`), so its libraries verify deliveries as they are. \`@bizapi/client\` exports \`verifyWebhook(secret, headers, rawBody)\`.

Answer 200 within 5 seconds. Otherwise the delivery is retried 30 s, 2 min, 10 min and 1 h later (5 attempts), then marked failed; \`GET /webhooks/{id}/deliveries\` shows every attempt, and a delivery can be resent or a period replayed.
`.trim();
