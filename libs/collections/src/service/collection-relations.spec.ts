import { OutboxWriter } from '@bizapi/runtime';
import { CollectionDeclaration } from '../declaration/collection-declaration';
import { CollectionStore } from '../store/collection-store';
import { CollectionRegistry } from './collection-registry';
import { CollectionRelations } from './collection-relations';

/** Stores as far as the relations read them: the declaration, and the columns of a table. */
function relationsOf(...declarations: Partial<CollectionDeclaration>[]): CollectionRelations {
  const registry = new CollectionRegistry();
  for (const declaration of declarations) {
    const columns = ['id', 'quoteId'];
    const table = {
      deactivatable: true,
      columnOf: (property: string) => {
        if (!columns.includes(property)) throw new Error(`${property} is not a column`);
      },
    };
    registry.add({ declaration, table } as unknown as CollectionStore<object>);
  }
  return new CollectionRelations(registry, {} as OutboxWriter);
}

const quotes = { collection: 'quotes', derive: { children: 'quote-items', compute: () => undefined } };
const items = { collection: 'quote-items', parent: { collection: 'quotes', key: 'quoteId', deactivatedWithParent: true } };

describe('CollectionRelations.check (at startup)', () => {
  it('accepts a parent deriving from a child that names it', () => {
    expect(() => relationsOf(quotes, items).check()).not.toThrow();
  });

  it('refuses a child whose parent the service does not register', () => {
    expect(() => relationsOf(items).check()).toThrow('quote-items: its parent quotes is not a collection of this service');
  });

  it('refuses a parent deriving from a collection that is not registered', () => {
    expect(() => relationsOf(quotes).check()).toThrow('quotes derives from quote-items, which is not a registered collection declaring quotes as its parent');
  });

  it('refuses a parent deriving from a registered collection that does not declare it as parent', () => {
    expect(() => relationsOf(quotes, { collection: 'quote-items' }).check()).toThrow(/quotes derives from quote-items/);
  });

  it('refuses a key that is not a column of the child', () => {
    expect(() => relationsOf(quotes, { ...items, parent: { ...items.parent, key: 'quote' } }).check()).toThrow('quote is not a column');
  });
});
