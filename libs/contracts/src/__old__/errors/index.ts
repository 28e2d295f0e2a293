export * from './error-code';
export * from './api-error';
