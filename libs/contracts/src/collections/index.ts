export * from './collection-contract';
export * from './people-crm.contracts';
export * from './accounting.contracts';
export * from './sales-contracts.contracts';
export * from './finance.contracts';
export * from './projects-hr.contracts';
export * from './helpdesk.contracts';
export * from './webhooks.contracts';
export * from './iam.contracts';

export * from './contracts-list';
export * from './references';
