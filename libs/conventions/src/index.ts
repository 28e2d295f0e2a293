export * from './dates/api-date';
export * from './validation/field-rules';
export * from './validation/validation-error-mapper';
export * from './validation/validate';
export * from './pagination/list-query';
export * from './pagination/list-envelope';
export * from './text/text';
