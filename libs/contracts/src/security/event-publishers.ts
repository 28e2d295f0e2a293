import { NAME_COPIES, REFERENCE_OWNERS } from '../admin/internal-contract';
import { COLLECTION_CONTRACTS } from '../collections';
import type { CollectionContract } from '../collections/collection-contract';
import { EVENTS_SUBJECT_ROOT } from '../events/domain-event';
import { EVENT_FAMILIES, EventName } from '../events/event-catalog';
import { namespaced } from '../messaging/namespace';
import { ServiceName } from '../domain/services';
import { ProcessName } from './processes';

/**
 * The service that publishes each event family (its outbox): the owner of
 * the collections whose contract entries name the family's events. NATS lets
 * a service publish only its own families; a family claimed by two services
 * is refused here, when the contracts load.
 */
export const EVENT_FAMILY_PUBLISHERS: Readonly<Record<string, ServiceName>> = familyPublishers();

function familyPublishers(): Record<string, ServiceName> {
  const publishers: Record<string, ServiceName> = {};
  for (const contract of COLLECTION_CONTRACTS as readonly CollectionContract[]) {
    for (const event of Object.keys(contract.events ?? {})) {
      const family = eventFamily(event);
      if (publishers[family] && publishers[family] !== contract.service) {
        throw new Error(`event family ${family} is published by ${publishers[family]} and ${contract.service}: a family has one publisher`);
      }
      publishers[family] = contract.service;
    }
  }
  return publishers;
}

export function eventFamily(event: EventName | string): string {
  return event.slice(0, event.indexOf('.'));
}

/** The event families a service publishes. */
export function eventFamiliesOf(service: ServiceName): string[] {
  return EVENT_FAMILIES.filter((family) => EVENT_FAMILY_PUBLISHERS[family] === service);
}

/**
 * A durable JetStream consumer on the events stream and the one subject it
 * reads (NATS 2.9 takes a single filter per consumer). Its process may
 * create it with exactly this filter, read it and acknowledge its messages,
 * and nothing else of the stream: no other consumer, no other filter.
 */
export interface EventConsumer {
  durable: string;
  /** Under the events root: an event name (`person.updated`), or `>` for every event. */
  events: string;
}

/** The consumers of one process each: accounting's settlements, webhooks' intake (it delivers every event). */
export const EVENT_CONSUMERS = {
  accountingSettlements: { durable: 'accounting-settlements', events: 'financial.settled' },
  webhooksIntake: { durable: 'webhooks-intake', events: '>' },
} as const satisfies Record<string, EventConsumer>;

/** The subject a consumer filters on: `<namespace>.events.person.updated`. */
export function consumerFilter(consumer: EventConsumer, namespace: string): string {
  return `${namespaced(namespace, EVENTS_SUBJECT_ROOT)}.${consumer.events}`;
}

/**
 * The name-copy consumers of a service of the collection kit: one per event
 * that may rename a record whose name it copies (NAME_COPIES, and the
 * owner's events in REFERENCE_OWNERS), `finance-names-person-updated`.
 */
export function nameCopyConsumers(service: ServiceName): EventConsumer[] {
  const events = new Set((NAME_COPIES[service] ?? []).flatMap((collection) => REFERENCE_OWNERS[collection].events));
  return [...events].sort().map((event) => ({ durable: `${service}-names-${event.replace('.', '-')}`, events: event }));
}

/**
 * The one consumer a service of the kit had before, reading every event
 * (`events.>`). A running deployment still has it: the service hands its
 * position over to its new consumers and deletes it at start
 * (name-copy.consumer.ts), so it may look this one up and delete it, nothing more.
 */
export function legacyNameCopyConsumer(service: ServiceName): string {
  return `${service}-name-copies`;
}

/** The services of the collection kit (each keeps name copies, possibly of nothing). */
export function collectionKitServices(): ServiceName[] {
  return Object.keys(NAME_COPIES) as ServiceName[];
}

/** Every durable consumer of the events stream a process reads. */
export function eventConsumersOf(process: ProcessName): EventConsumer[] {
  const own: EventConsumer[] = collectionKitServices().includes(process as ServiceName) ? nameCopyConsumers(process as ServiceName) : [];
  if (process === 'accounting') own.push(EVENT_CONSUMERS.accountingSettlements);
  if (process === 'webhooks') own.push(EVENT_CONSUMERS.webhooksIntake);
  return own;
}
