import { ApiError, ErrorCode } from '@bizapi/contracts';
import { CollectionRegistry } from './collection-registry';
import { CollectionStore } from '../store/collection-store';

describe('CollectionRegistry.deactivate', () => {
  const deactivated: string[] = [];
  const registry = new CollectionRegistry();
  const store = (collection: string, deactivatable = true) =>
    ({ declaration: { collection, references: {} }, table: { deactivatable } }) as unknown as CollectionStore<object>;
  registry.add(store('deal-items'), async (_companyId, id) => void deactivated.push(`deal-items:${id}`));
  registry.add(store('deal-stages', false), async () => void deactivated.push('deal-stages'));

  it('deactivates through the collection named', async () => {
    await registry.deactivate('people-crm', 'deal-items', 'c', 'x');
    expect(deactivated).toEqual(['deal-items:x']);
  });

  it.each(['constructor', 'toString', '__proto__', 'nothing', 'deal-stages'])('refuses collection %s', async (collection) => {
    const error = await registry.deactivate('people-crm', collection, 'c', 'x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(ErrorCode.VALIDATION_ERROR);
  });
});
