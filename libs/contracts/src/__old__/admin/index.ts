export * from './admin-contract';
export * from './internal-contract';
