export * from './scopes';
export * from './route-table';
