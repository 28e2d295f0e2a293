import { ApiError, referenceOwner } from '@bizapi/contracts';
import { CollectionStore } from '../store/collection-store';

type Deactivate = (companyId: string, id: string) => Promise<void>;

/**
 * The collections of this process, by name: the stores that answer
 * reference checks, and what the operator's `deactivate` calls.
 * A Map, not an object: a collection named "constructor" finds nothing.
 */
export class CollectionRegistry {
  private readonly stores = new Map<string, CollectionStore<object>>();
  private readonly deactivators = new Map<string, Deactivate>();

  add(store: CollectionStore<object>, deactivate?: Deactivate): void {
    this.stores.set(store.declaration.collection, store);
    if (deactivate && store.table.deactivatable) this.deactivators.set(store.declaration.collection, deactivate);
  }

  store(collection: string): CollectionStore<object> | undefined {
    return this.stores.get(collection);
  }

  /** Every registered store, in the order of registration. */
  all(): CollectionStore<object>[] {
    return [...this.stores.values()];
  }

  /**
   * Collections of other services whose names this process copies, by the
   * kit's declarations: those referenced with a `nameProperty`. (Its own
   * collections' names are copied by the writes themselves.)
   */
  copiedNameCollections(service: string): string[] {
    const named = [...this.stores.values()].flatMap((store) =>
      Object.values(store.declaration.references ?? {}).flatMap((reference) => (reference.nameProperty ? [reference.collection] : [])),
    );
    return [...new Set(named)].filter((collection) => referenceOwner(collection)?.service !== service).sort();
  }

  /** The operator's `deactivate`: 400 for a collection this service does not have (or that has no isActive). */
  async deactivate(service: string, collection: string, companyId: string, id: string): Promise<void> {
    const deactivate = this.deactivators.get(collection);
    if (!deactivate) throw ApiError.validation('collection', `${service} has no collection ${collection} that can be deactivated`);
    await deactivate(companyId, id);
  }
}
