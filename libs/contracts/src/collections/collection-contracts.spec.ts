import { COLLECTION_CONTRACTS, CollectionContract, acceptedFields, collectionContract, kitEvents } from '.';

const ENTRIES = COLLECTION_CONTRACTS as readonly CollectionContract[];

describe('the collection contract entries', () => {
  it('has one entry per collection', () => {
    const names = ENTRIES.map((contract) => contract.collection);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(ENTRIES.map((contract) => [contract.collection, contract] as const))('%s lists the fields of each write it offers, and only those', (_name, contract) => {
    expect(!!contract.writes?.create).toBe(contract.operations.includes('create'));
    expect(!!contract.writes?.update).toBe(contract.operations.includes('update'));
    for (const write of ['create', 'update'] as const) {
      const fields = contract.writes?.[write];
      if (!fields) continue;
      // An extension is a field beyond the spec's list, never one of it.
      expect((fields.extensions ?? []).filter((field) => fields.spec.includes(field))).toEqual([]);
      expect(new Set(acceptedFields(contract, write)).size).toBe(acceptedFields(contract, write).length);
      // Convention 9: a generated code is never sent, except where the spec's list has it (products).
      if (contract.collection !== 'products') expect(acceptedFields(contract, write)).not.toContain('code');
    }
  });

  it('names its events after their family, never renames on a creation, and gives the kit at most one per write', () => {
    for (const contract of ENTRIES) {
      for (const [event, declared] of Object.entries(contract.events ?? {})) {
        expect(event).toMatch(/^[a-z_]+\.[a-z_]+$/);
        if (declared.on === 'create') expect({ event, renames: declared.renames }).toEqual({ event, renames: undefined });
      }
      const on = Object.values(contract.events ?? {}).flatMap((declared) => (declared.on ? [declared.on] : []));
      expect(new Set(on).size).toBe(on.length);
    }
  });

  it('finds an entry by its collection', () => {
    expect(collectionContract('leads')?.service).toBe('people-crm');
    expect(collectionContract('gadgets')).toBeUndefined();
    expect(kitEvents(collectionContract('persons') as CollectionContract)).toEqual({ created: 'person.created', updated: 'person.updated' });
    expect(kitEvents(collectionContract('financial-entries') as CollectionContract)).toEqual({});
  });

  it("states purchase orders' PUT list exactly as the spec (status is not in it)", () => {
    expect(acceptedFields(collectionContract('purchase-orders') as CollectionContract, 'update')).toEqual(['title', 'supplierId', 'projectId', 'description', 'expectedDeliveryDate']);
  });
});
