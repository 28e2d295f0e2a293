export * from './stack-info';
export * from './http-client';
export * from './resources';
export * from './tenants';
export * from './events';
export * from './database';
export * from './wait';
export * from './dedicated-stack';
