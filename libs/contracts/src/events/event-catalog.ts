import { COLLECTION_CONTRACTS, ContractEventName } from '../collections';
import type { CollectionContract } from '../collections/collection-contract';

export type EventName = ContractEventName;

/**
 * Every domain event name and when it is emitted, from the collections'
 * contract entries (libs/contracts/src/collections). Webhook subscriptions
 * may name these exactly or a family wildcard (`person.*`). docs/events.md
 * lists what emits each one.
 */
export const EVENT_CATALOG: Readonly<Record<EventName, string>> = Object.fromEntries(
  (COLLECTION_CONTRACTS as readonly CollectionContract[]).flatMap((contract) =>
    Object.entries(contract.events ?? {}).map(([event, declared]) => [event, declared.when]),
  ),
) as Record<EventName, string>;

export const EVENT_NAMES = Object.keys(EVENT_CATALOG) as EventName[];

/** The spec's event families: `person.*`, `deal.*`, `financial.*`, `product.*`, `project.*`. */
export const EVENT_FAMILIES = [...new Set(EVENT_NAMES.map((name) => name.slice(0, name.indexOf('.'))))];

export function isEventName(value: string): value is EventName {
  return Object.prototype.hasOwnProperty.call(EVENT_CATALOG, value);
}

/**
 * The event `POST /webhooks/:id/test` sends to that subscription alone
 * (`data: {subscriptionId}`). Not a domain event: no service emits it, it is
 * not in the catalog and cannot be subscribed to, and replays never send it.
 */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** True for an exact catalog name or a family wildcard such as `person.*`. */
export function isEventSelector(value: string): boolean {
  if (isEventName(value)) return true;
  return value.endsWith('.*') && EVENT_FAMILIES.includes(value.slice(0, -2));
}

/** Whether a subscription listening to `selectors` wants `event`. */
export function selectorsMatch(selectors: readonly string[], event: string): boolean {
  const family = event.slice(0, event.indexOf('.'));
  return selectors.some((selector) => selector === event || selector === `${family}.*`);
}
