export * from './client.js';
export * from './api-error.js';
export * from './paginate.js';
export * from './retry-policy.js';
export * from './resilient-fetch.js';
export * from './token-session.js';
export * from './verify-webhook.js';
export * from './webhook-events.js';
export type { paths, components, operations, webhooks } from './generated/api-types.js';
