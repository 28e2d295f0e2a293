import { CollectionContract, CollectionOperation, Feature, HttpMethod, ROUTES, RouteDefinition, collectionContract } from '@bizapi/contracts';
import type { Tenant } from '../tenants';

/** A record a reference field may point to: its collection (for the operator's deactivate) and a maker. */
export interface ReferenceTarget {
  collection: string;
  /** Makes (or finds) a record of `collection` in the tenant and returns its id. */
  create(tenant: Tenant): Promise<string>;
}

/**
 * What the generated contract test needs to know of a collection. Structural
 * and minimal, so a collection's own declaration can be spread into it.
 */
export interface CollectionContractSubject {
  /** Path segment, e.g. 'leads'. */
  collection: string;
  /** Spec filter names, e.g. ['search', 'status']. */
  filters: readonly string[];
  /** Accepted orderBy values (the spec's and 'updatedAt'). */
  orderBy: readonly string[];
  /**
   * Example values for filters. Without one: a fresh uuid for `*Id`, 'x' for
   * `search`; any other filter without a sample is reported as a todo.
   */
  filterSamples?: Record<string, string>;
  /**
   * Creates one record in the tenant through the API (read-only collections:
   * returns an active seeded one) and returns its API record.
   */
  createRecord(tenant: Tenant): Promise<{ id: string } & Record<string, unknown>>;
  /** A valid create body; absent for read-only collections. */
  createBody?(tenant: Tenant): Promise<Record<string, unknown>>;
  /** A valid update body. */
  updateBody?: Record<string, unknown>;
  /** Reference fields of the create body, with what they point to. */
  references?: Record<string, ReferenceTarget>;
  /** True where the create body may carry `code` (spec: products). */
  codeWritable?: boolean;
  /** False for collections without isActive (nothing to deactivate); default true. */
  deactivatable?: boolean;
}

/** The five method/path shapes of a collection (route-table.ts builds its routes from the same ones). */
export const OPERATION_SHAPES: readonly { operation: CollectionOperation; method: HttpMethod; withId: boolean }[] = [
  { operation: 'list', method: 'GET', withId: false },
  { operation: 'get', method: 'GET', withId: true },
  { operation: 'create', method: 'POST', withId: false },
  { operation: 'update', method: 'PUT', withId: true },
  { operation: 'delete', method: 'DELETE', withId: true },
];

export type OperationShape = (typeof OPERATION_SHAPES)[number];

/** POST and PUT carry a JSON body. */
export const takesBody = (shape: OperationShape): boolean => shape.method === 'POST' || shape.method === 'PUT';

/** The subject with what the route table says of its collection. */
export interface Contract {
  subject: CollectionContractSubject;
  /** The collection's contract entry (libs/contracts/src/collections). */
  entry: CollectionContract;
  /** `/leads` */
  path: string;
  /** Routes of the availability table, by operation. */
  routes: ReadonlyMap<CollectionOperation, RouteDefinition>;
  /** The plan feature the collection needs, or null. */
  feature: Feature | null;
  has(operation: CollectionOperation): boolean;
  /** Path of one shape: `/leads` or `/leads/<id>`. */
  pathOf(shape: OperationShape, id: string): string;
  deactivatable: boolean;
}

export function contractOf(subject: CollectionContractSubject): Contract {
  const path = `/${subject.collection}`;
  const routes = new Map<CollectionOperation, RouteDefinition>();
  for (const shape of OPERATION_SHAPES) {
    const shapePath = shape.withId ? `${path}/:id` : path;
    const route = ROUTES.find((candidate) => candidate.method === shape.method && candidate.path === shapePath);
    if (route) routes.set(shape.operation, route);
  }
  if (!routes.size) throw new Error(`the route table has no operation of ${subject.collection}`);
  const entry = collectionContract(subject.collection);
  if (!entry) throw new Error(`no contract entry of ${subject.collection} in libs/contracts/src/collections`);
  return {
    subject,
    entry,
    path,
    routes,
    feature: [...routes.values()][0].feature,
    has: (operation) => routes.has(operation),
    pathOf: (shape, id) => (shape.withId ? `${path}/${encodeURIComponent(id)}` : path),
    deactivatable: subject.deactivatable ?? true,
  };
}
