import { defineContract } from './collection-contract';

/** Internal kind of iam (the gateway): the company's users, referenced by assignees, responsibles and authors. No route. */
export const COMPANY_USERS_CONTRACT = defineContract({
  collection: 'company-users',
  service: 'iam',
  feature: null,
  operations: [],
  reference: { nameField: 'name', namesCopiedBy: ['people-crm', 'projects-hr', 'helpdesk'] },
});

export const IAM_CONTRACTS = [COMPANY_USERS_CONTRACT] as const;
