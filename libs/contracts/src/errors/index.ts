export * from './error-code';
export * from './api-error';
export * from './friendly-messages';
