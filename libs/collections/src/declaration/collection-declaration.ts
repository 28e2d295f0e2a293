import { kitEvents, memberProperty } from '@bizapi/contracts';
import type { CollectionContract, EventName, FieldDeclarations, FieldError, SortOrder } from '@bizapi/contracts';
import type { ListFilter } from './filters';
import type { Derivation, ParentRelation } from './parent-relation';

/** How a list may be ordered by one field. */
export interface SortField {
  /** Entity property. */
  property: string;
  /** Sort as a reader expects (accents and case do not move a name): ICU collation, as the index is built. */
  humanText?: boolean;
  /** The property may be null: such records come last in either order. */
  nullable?: boolean;
}

/** A property that holds the id of another record (of this service or another). */
export interface Reference {
  /** The referenced collection, a key of REFERENCE_OWNERS (`persons`, `deal-stages`, `company-users`…). */
  collection: string;
  /** Entity property that receives the referenced record's name (`personName`), kept fresh by its owner's events. */
  nameProperty?: string;
  /** false for an id the service copies from a record it already checked: writes do not ask its owner again. */
  checked?: false;
}

/**
 * A collection, declared once. What other processes know of it (service,
 * plan feature, operations, write fields, events, name field) is its
 * contract entry in `libs/contracts/src/collections`; the rest is here. Get,
 * list, insert, update, deactivate, reference checks, name copies, row
 * counts and events all come from this.
 */
export interface CollectionDeclaration<T extends object = object> {
  /** Its contract entry. */
  contract: CollectionContract;
  /** The collection as in the path and the route table (`leads`): the contract's. */
  collection: string;
  entity: new () => T;
  /** A word for errors (`lead`). */
  noun: string;
  /** The API record as lists return it. */
  toRecord(entity: T): object;
  /** The API record as get returns it (and events carry it); the list shape when absent. */
  toDetail?(entity: T): object;
  /** Properties only `toDetail` shows: lists do not read their columns (persons' address, 8 of 19). */
  detailOnly?: readonly string[];
  /** What create and update answer: the get shape (default) or, where the spec shows so, the list shape. */
  writesAnswer?: 'detail' | 'record';
  /** The list's filters by query parameter (spec's "query ..."). */
  filters?: Readonly<Record<string, ListFilter>>;
  /** The spec's `orderBy` values besides `createdAt` (always there) and `updatedAt` (an extension). */
  orderBy?: Readonly<Record<string, SortField>>;
  defaultOrderBy?: string;
  defaultOrder?: SortOrder;
  /**
   * Properties read by SQL beside the columns, by property name: a scalar
   * subquery over the record's row, aliased `t` (the stages of a pipeline as JSON).
   */
  computed?: Readonly<Record<string, string>>;
  /** Properties holding references, checked on every write that sets them. */
  references?: Readonly<Record<string, Reference>>;
  /** Events emitted by create and by update (and deactivation): the contract's events marked `on`. */
  events: { created?: EventName; updated?: EventName };
  /** A generated readable code (`DEAL-000001`); `clientMay`: a code sent by the client is kept. */
  code?: { prefix: string; clientMay?: boolean };
  /** Unique indexes and the DUPLICATE_ENTRY field error each means. */
  unique?: Readonly<Record<string, FieldError>>;
  /**
   * Inactive records stay visible (webhook subscriptions, which answer GET
   * and can be reactivated); lists then filter by `isActive` only when asked.
   */
  inactiveVisible?: boolean;
  /**
   * false for a collection whose writes do not go through the kit: its
   * unfiltered total is then counted (fine for collections a company has few of).
   */
  rowCounter?: boolean;
  /** For a collection others reference: the property holding its name (the contract's `reference.nameField`; default `name`). */
  nameProperty?: string;
  /** The collection's parent, for a child (a quote item's quote): see ParentRelation. */
  parent?: ParentRelation<T>;
  /** What the collection computes from its children (a quote's totalAmount from its items): see Derivation. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the child's type is the child declaration's, checked where it is written
  derive?: Derivation<T, any>;
}

/** What a collection's folder writes: the declaration without what its contract entry already says. */
export type CollectionDefinition<T extends object> = Omit<CollectionDeclaration<T>, 'collection' | 'events' | 'nameProperty'>;

/**
 * A collection's declaration from its contract entry and the rest: the
 * collection's name, its events and its name field come from the entry,
 * so they are written once in the repository.
 */
export function defineCollection<T extends object>(definition: CollectionDefinition<T>): CollectionDeclaration<T> {
  const { contract } = definition;
  return {
    ...(contract.fields ? fromFields(contract.fields) : {}),
    ...definition,
    collection: contract.collection,
    events: kitEvents(contract) as CollectionDeclaration<T>['events'],
    ...(contract.reference ? { nameProperty: contract.reference.nameField } : {}),
  };
}

/** What a contract's fields already say of the declaration: its references (with their name copies), its code, its get-only properties. */
function fromFields(fields: FieldDeclarations): Pick<CollectionDeclaration, 'references' | 'code' | 'detailOnly'> {
  const entries = Object.entries(fields);
  const references: Record<string, Reference> = {};
  for (const [name, field] of entries) {
    if (field.kind !== 'reference') continue;
    const copy = entries.find(([, other]) => other.kind === 'name-copy' && other.of === name);
    references[name] = { collection: field.collection, ...(copy ? { nameProperty: copy[0] } : {}), ...(field.checked === false ? { checked: false as const } : {}) };
  }
  const code = entries.map(([, field]) => field).find((field) => field.kind === 'code');
  // Columns only: a name copy is read beside the row whichever answer it is for.
  const detailOnly = entries
    .filter(([, field]) => field.shown === 'detail' && field.kind !== 'name-copy')
    .flatMap(([name, field]) => (field.kind === 'group' ? Object.keys(field.members).map((member) => memberProperty(name, member)) : [name]));
  return {
    ...(Object.keys(references).length ? { references } : {}),
    ...(code?.kind === 'code' ? { code: { prefix: code.prefix, ...(code.clientMay ? { clientMay: true } : {}) } } : {}),
    ...(detailOnly.length ? { detailOnly } : {}),
  };
}

/** A record as get returns it and events carry it: `toDetail`, or the list shape without one. */
export function detailOf<T extends object>(declaration: CollectionDeclaration<T>, entity: T): object {
  return (declaration.toDetail ?? declaration.toRecord)(entity);
}

/** Every `orderBy` value of a declared list, in the order the spec lists them, then createdAt and updatedAt. */
export function sortFieldsOf(declaration: CollectionDeclaration): Record<string, SortField> {
  return {
    ...declaration.orderBy,
    createdAt: { property: 'createdAt' },
    updatedAt: { property: 'updatedAt' },
  };
}
