export * from './field-kinds';
export * from './fields';
export * from './limits';
export * from './patterns';
