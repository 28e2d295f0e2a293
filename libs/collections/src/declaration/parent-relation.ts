/**
 * A child collection's parent, declared on the child (`quote-items` →
 * `quotes`): a collection of the same service, and the property of the child
 * holding the parent's id. The kit then locks the parent row for the child's
 * writes that need it, recomputes what the parent derives from this child
 * (see {@link Derivation}), and deactivates the child with its parent when
 * so declared. A parent named here that the service does not register stops
 * the service at startup.
 */
export interface ParentRelation<C extends object = object> {
  /** The parent collection (`quotes`), of the same service. */
  collection: string;
  /** The child's property holding the parent's id (`quoteId`). */
  key: string;
  /**
   * Whether the operator's deactivation of the parent deactivates these
   * children too (a quote's items), or leaves them as they are.
   */
  deactivatedWithParent: boolean;
  /**
   * Which writes of a child lock the parent (FOR NO KEY UPDATE, before the
   * child's `check`, which finds it in `context.parent`) and recompute what it
   * derives. Default: every write when the parent derives from this child,
   * none otherwise. `before` is null on create.
   */
  locksParent?(child: C, before: C | null): boolean;
}

/** A parent's children, as a derivation reads them: visible rows whose key is the parent's id. */
export interface ChildRows {
  /**
   * One aggregate over the children's rows, by column name
   * (`coalesce(sum(total_price), 0)`): PostgreSQL's exact arithmetic, the
   * value as the driver answers it (numeric and bigint as text).
   */
  aggregate<V = unknown>(expression: string): Promise<V>;
}

/** What a derivation is given besides the parent. */
export interface DeriveInput<C extends object = object> {
  children: ChildRows;
  /** The child whose write runs the derivation; undefined when the parent's own write runs it (`CollectionService.rederive`). */
  child?: C;
  /** The child as it was before the write; null on create. */
  before?: C | null;
}

/**
 * What a parent computes from its children (a quote's totalAmount from its
 * items), declared on the parent. It runs with the parent row locked, in the
 * transaction of the child's write, after the child is written; when it
 * changes what the parent shows, the parent is written (updatedAt moves) and
 * its `updated` event emitted in that transaction.
 */
export interface Derivation<P extends object = object, C extends object = object> {
  /** The child collection it reads (its declaration names this collection as `parent`). */
  children: string;
  /** Sets on the parent what its children make of it; throws an ApiError to refuse the child's write. */
  compute(parent: P, input: DeriveInput<C>): void | Promise<void>;
  /** Every child write updates the parent (updatedAt, event), even one that leaves what it derives unchanged. */
  alwaysUpdated?: boolean;
}
