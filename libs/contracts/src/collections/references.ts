import type { CollectionReference, OperationReference } from './collection-reference';
import { ACCOUNTING_REFERENCE, ACCOUNTING_REPORT_REFERENCE } from './accounting.reference';
import { FINANCE_REFERENCE } from './finance.reference';
import { HELPDESK_REFERENCE } from './helpdesk.reference';
import { PEOPLE_CRM_REFERENCE } from './people-crm.reference';
import { PROJECTS_HR_REFERENCE } from './projects-hr.reference';
import { SALES_CONTRACTS_REFERENCE } from './sales-contracts.reference';
import { WEBHOOKS_REFERENCE, WEBHOOK_OPERATION_REFERENCE } from './webhooks.reference';

export * from './collection-reference';

/** Every routed collection in words, by collection (the OpenAPI generator refuses a routed collection missing here). */
export const COLLECTION_REFERENCES: Readonly<Record<string, CollectionReference>> = {
  ...PEOPLE_CRM_REFERENCE,
  ...ACCOUNTING_REFERENCE,
  ...SALES_CONTRACTS_REFERENCE,
  ...FINANCE_REFERENCE,
  ...PROJECTS_HR_REFERENCE,
  ...HELPDESK_REFERENCE,
  ...WEBHOOKS_REFERENCE,
};

/** The routes beyond the collection operations in words, by NATS subject. */
export const OPERATION_REFERENCES: Readonly<Record<string, OperationReference>> = {
  ...ACCOUNTING_REPORT_REFERENCE,
  ...WEBHOOK_OPERATION_REFERENCE,
};
