export * from './errors';
export * from './enums';
export * from './routing';
export * from './messaging';
export * from './events';
export * from './admin';
export * from './security';
export * from './collections';
