export * from './client';
export * from './api-error';
export * from './paginate';
export * from './retry-policy';
export * from './resilient-fetch';
export * from './token-session';
export type { paths, components, operations } from './generated/api-types';
