import type { CollectionReference, OperationReference } from './collection-reference';
import type { CollectionContract } from './collection-contract';
import { COLLECTION_CONTRACTS } from './contracts-list';
import { ACCOUNTING_REFERENCE, ACCOUNTING_REPORT_REFERENCE } from './accounting.reference';
import { FINANCE_REFERENCE } from './finance.reference';
import { HELPDESK_REFERENCE } from './helpdesk.reference';
import { PEOPLE_CRM_REFERENCE } from './people-crm.reference';
import { PROJECTS_HR_REFERENCE } from './projects-hr.reference';
import { SALES_CONTRACTS_REFERENCE } from './sales-contracts.reference';
import { WEBHOOKS_REFERENCE, WEBHOOK_OPERATION_REFERENCE } from './webhooks.reference';

export * from './collection-reference';

const WORDS: Readonly<Record<string, CollectionReference>> = {
  ...PEOPLE_CRM_REFERENCE,
  ...ACCOUNTING_REFERENCE,
  ...SALES_CONTRACTS_REFERENCE,
  ...FINANCE_REFERENCE,
  ...PROJECTS_HR_REFERENCE,
  ...HELPDESK_REFERENCE,
  ...WEBHOOKS_REFERENCE,
};

/** The descriptions a contract's declared fields carry, by field. */
function fieldWords(contract: CollectionContract | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(contract?.fields ?? {}).flatMap(([name, field]) => [
      ...(field.description ? [[name, field.description]] : []),
      // A group's members are described where its nested body and record list them.
      ...(field.kind === 'group' ? Object.entries(field.members).flatMap(([member, { description }]) => (description ? [[member, description]] : [])) : []),
    ]),
  );
}

/**
 * Every routed collection in words, by collection (the OpenAPI generator refuses a routed collection
 * missing here): the words of its *.reference.ts, with the descriptions its declared fields carry.
 */
export const COLLECTION_REFERENCES: Readonly<Record<string, CollectionReference>> = Object.fromEntries(
  Object.entries(WORDS).map(([collection, words]) => {
    const contract = COLLECTION_CONTRACTS.find((candidate) => candidate.collection === collection);
    return [collection, { ...words, fields: { ...fieldWords(contract), ...words.fields } }];
  }),
);

/** The routes beyond the collection operations in words, by NATS subject. */
export const OPERATION_REFERENCES: Readonly<Record<string, OperationReference>> = {
  ...ACCOUNTING_REPORT_REFERENCE,
  ...WEBHOOK_OPERATION_REFERENCE,
};
