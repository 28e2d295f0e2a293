import { OutboxWriter } from '@bizapi/runtime';
import { EntityManager } from 'typeorm';
import { CollectionDeclaration, detailOf } from '../declaration/collection-declaration';
import { ChildRows, ParentRelation } from '../declaration/parent-relation';
import { CollectionStore } from '../store/collection-store';
import { CollectionRegistry } from './collection-registry';
import { sameRecord } from './partial-update';

type Row = Record<string, unknown> & { id: string; companyId: string };


/**
 * The declared parent–child relations of a service's collections: the lock
 * a child's write takes on its parent, what the parent derives from its
 * children (written and emitted when it changes), and the children a
 * parent's deactivation takes along. Checked once all collections are
 * registered: a relation naming a collection the service does not have is a
 * startup error, not a write that silently does nothing.
 */
export class CollectionRelations {
  constructor(
    private readonly registry: CollectionRegistry,
    private readonly outbox: OutboxWriter,
  ) {}

  /** Throws when a declared relation names a collection the service has not registered, or a derivation a child that does not name it as parent. */
  check(): void {
    for (const store of this.registry.all()) {
      const { declaration } = store;
      const relation = declaration.parent;
      if (relation) {
        if (!this.registry.store(relation.collection)) throw new Error(`${declaration.collection}: its parent ${relation.collection} is not a collection of this service`);
        store.table.columnOf(relation.key);
      }
      const derived = declaration.derive?.children;
      if (derived && this.registry.store(derived)?.declaration.parent?.collection !== declaration.collection) {
        throw new Error(`${declaration.collection} derives from ${derived}, which is not a registered collection declaring ${declaration.collection} as its parent`);
      }
    }
  }

  /**
   * Before a child's checks: locks its parent when the relation says this
   * write does (FOR NO KEY UPDATE), and answers it (null when there is none
   * or it is not visible); undefined when nothing was locked.
   */
  async lockParent(manager: EntityManager, declaration: CollectionDeclaration, child: object, before: object | null): Promise<object | null | undefined> {
    const relation = declaration.parent;
    if (!relation || !this.locks(declaration, child, before)) return undefined;
    const parentId = (child as Row)[relation.key];
    if (typeof parentId !== 'string') return null;
    return this.parentStore(relation).lock(manager, (child as Row).companyId, parentId, { forChildren: true });
  }

  /**
   * After a child was written (created, updated or deactivated), with its
   * parent locked by `lockParent`: recomputes what the parent derives from
   * this child; a change (or, for `alwaysUpdated`, any write) is written,
   * with updatedAt, and the parent's `updated` event emitted.
   */
  async afterChildWrite(
    manager: EntityManager,
    now: Date,
    declaration: CollectionDeclaration,
    parent: object | null | undefined,
    child: object,
    before: object | null,
  ): Promise<void> {
    const relation = declaration.parent;
    if (!relation || !parent) return;
    const store = this.parentStore(relation);
    const derivation = store.declaration.derive;
    if (derivation?.children !== declaration.collection) return;
    const was = { ...parent };
    await derivation.compute(parent, { children: this.childRows(manager, declaration.collection, relation, parent as Row), child, before });
    // The row's values, not its API shape: a change the shape rounds away (minutes under totalHours) is still written and emitted.
    if (!derivation.alwaysUpdated && sameRecord(was, parent)) return;
    Object.assign(parent, { updatedAt: now });
    await store.update(manager, parent);
    const event = store.declaration.events.updated;
    if (event) await this.outbox.append(manager, (parent as Row).companyId, event, detailOf(store.declaration, parent));
  }

  /** A parent's own write recomputing what it derives (a quote's new discount), its row already locked by the write. */
  async rederive(manager: EntityManager, declaration: CollectionDeclaration, parent: object): Promise<void> {
    const derivation = declaration.derive;
    if (!derivation) return;
    const child = this.registry.store(derivation.children);
    const relation = child?.declaration.parent;
    if (!child || !relation) throw new Error(`${declaration.collection} derives from ${derivation.children}, which is not registered`);
    await derivation.compute(parent, { children: this.childRows(manager, derivation.children, relation, parent as Row) });
  }

  /** The parent's deactivation: deactivates its children declared `deactivatedWithParent`, in its transaction (they emit nothing). */
  async deactivateChildren(manager: EntityManager, declaration: CollectionDeclaration, parent: object): Promise<void> {
    for (const store of this.registry.all()) {
      const relation = store.declaration.parent;
      if (relation?.collection !== declaration.collection || !relation.deactivatedWithParent) continue;
      await store.deactivateWhere(manager, (parent as Row).companyId, relation.key, (parent as Row).id);
    }
  }

  private locks(declaration: CollectionDeclaration, child: object, before: object | null): boolean {
    const relation = declaration.parent as ParentRelation;
    if (relation.locksParent) return relation.locksParent(child, before);
    return this.parentStore(relation).declaration.derive?.children === declaration.collection;
  }

  private childRows(manager: EntityManager, collection: string, relation: ParentRelation, parent: Row): ChildRows {
    const store = this.registry.store(collection) as CollectionStore<object>;
    return { aggregate: (expression) => store.aggregate(manager, parent.companyId, relation.key, parent.id, expression) };
  }

  private parentStore(relation: ParentRelation): CollectionStore<object> {
    const store = this.registry.store(relation.collection);
    if (!store) throw new Error(`the parent collection ${relation.collection} is not registered`);
    return store;
  }
}
