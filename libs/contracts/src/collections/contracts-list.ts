import type { CollectionContract } from './collection-contract';
import { ACCOUNTING_CONTRACTS } from './accounting.contracts';
import { FINANCE_CONTRACTS } from './finance.contracts';
import { HELPDESK_CONTRACTS } from './helpdesk.contracts';
import { IAM_CONTRACTS } from './iam.contracts';
import { PEOPLE_CRM_CONTRACTS } from './people-crm.contracts';
import { PROJECTS_HR_CONTRACTS } from './projects-hr.contracts';
import { SALES_CONTRACTS_CONTRACTS } from './sales-contracts.contracts';
import { WEBHOOKS_CONTRACTS } from './webhooks.contracts';


/**
 * Every collection of the system, one entry each, in the route table's
 * order (the OpenAPI document lists paths and events in this order).
 */
export const COLLECTION_CONTRACTS = [
  ...PEOPLE_CRM_CONTRACTS,
  ...ACCOUNTING_CONTRACTS,
  ...SALES_CONTRACTS_CONTRACTS,
  ...FINANCE_CONTRACTS,
  ...PROJECTS_HR_CONTRACTS,
  ...HELPDESK_CONTRACTS,
  ...WEBHOOKS_CONTRACTS,
  ...IAM_CONTRACTS,
] as const;

type EventsOf<C> = C extends { events: infer E } ? keyof E & string : never;

/** Every event name, from the entries' `events`. */
export type ContractEventName = EventsOf<(typeof COLLECTION_CONTRACTS)[number]>;

/** The entry of a collection, or undefined. */
export function collectionContract(collection: string): CollectionContract | undefined {
  return (COLLECTION_CONTRACTS as readonly CollectionContract[]).find((contract) => contract.collection === collection);
}
