export * from './features';
export * from './services';
export * from './scopes';
export * from './route-table';
