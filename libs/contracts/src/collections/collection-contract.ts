import type { Feature } from '../domain/features';
import type { ServiceName } from '../domain/services';
import type { FieldDeclarations, RecordBase, WriteFields } from '../fields/field-kinds';
import { writesOf } from '../fields/fields';

/** The five operations a collection may offer (the spec's availability table, plus DELETE for webhooks). */
export type CollectionOperation = 'list' | 'get' | 'create' | 'update' | 'delete';

/** One event a collection's records cause, and when (docs/events.md says more). */
export interface EventContract {
  /** When it is emitted, as integrators read it (`PUT /persons/:id`). */
  when: string;
  /** Emitted by the collection kit itself on this write (the declaration's `events`). */
  on?: 'create' | 'update';
  /**
   * Its data is the record (with `id`, `updatedAt` and the name field) and
   * may carry a changed name: it keeps other services' name copies fresh.
   * Never a creation (a copy is made by the reference check, which reads the
   * record once it exists).
   */
  renames?: true;
}

export type { WriteFields } from '../fields/field-kinds';

/**
 * One collection, declared once: everything other processes need to know of
 * it without its code. The route table, scopes, reference owners, name
 * copies, event catalog, event publishers, NATS permissions, the OpenAPI
 * document and the generated contract test derive from these entries; the
 * owning service's `defineCollection({contract})` takes it.
 */
export interface CollectionContract {
  /** The path segment (`leads`); an internal kind without routes (`deal-stages`) too. */
  collection: string;
  /** The service that owns the records (the only one that writes them). */
  service: ServiceName;
  /** Plan feature a company needs, or null where the collection is always on. */
  feature: Feature | null;
  /** Routed operations (the availability table); none for an internal kind. */
  operations: readonly CollectionOperation[];
  /** Operations offered beyond the spec's availability table (the OpenAPI document marks them `x-extension: true`). */
  extensionOperations?: readonly CollectionOperation[];
  /** Operations whose answer holds a secret shown only once. */
  secretInAnswer?: readonly CollectionOperation[];
  /**
   * The collection's fields, each declared once (libs/contracts/src/fields): in the
   * records' order, with their type, rules, writes and words. The table, the write
   * bodies, the records and `writes` all derive from them.
   */
  fields?: FieldDeclarations;
  /** Which base fields its records show beside `id` and `createdAt` (default: `isActive` and `updatedAt` too). */
  record?: RecordBase;
  /**
   * The body fields each write accepts (docs/design/architecture-contract.md decisions: any other is 400
   * VALIDATION_ERROR naming it): derived from `fields`, written by hand only by a collection without them.
   */
  writes?: { create?: WriteFields; update?: WriteFields };
  /** Events of this collection's records, by name (`person.updated`); their family (`person`) is published by `service` alone. */
  events?: Readonly<Record<string, EventContract>>;
  /**
   * Present when other records may point to this one (a reference checked
   * at write time by asking `service`): the field holding its name, and the
   * services of the kit that keep a copy of that name beside their references.
   */
  reference?: { nameField: string; namesCopiedBy?: readonly ServiceName[] };
  /**
   * false where the collection's writes are its service's own, not the
   * collection kit's (webhook subscriptions): such a service keeps no name copies.
   */
  kit?: false;
}

/** A contract entry, its literal event names kept (they make `EventName`); its write lists from its fields. */
export function defineContract<const C extends CollectionContract>(contract: C): C {
  if (!contract.fields) return contract;
  if (contract.writes) throw new Error(`${contract.collection}: write lists come from its fields; remove \`writes\``);
  return { ...contract, writes: writesOf(contract.fields) };
}

/** Every field a write accepts: the spec's list and the extensions. */
export function acceptedFields(contract: CollectionContract, write: 'create' | 'update'): string[] {
  const fields = contract.writes?.[write];
  return fields ? [...fields.spec, ...(fields.extensions ?? [])] : [];
}

/** The events the kit emits on create and update (a declaration's `events`). */
export function kitEvents(contract: CollectionContract): { created?: string; updated?: string } {
  const found: { created?: string; updated?: string } = {};
  for (const [event, declared] of Object.entries(contract.events ?? {})) {
    if (declared.on === 'create') found.created = event;
    if (declared.on === 'update') found.updated = event;
  }
  return found;
}
