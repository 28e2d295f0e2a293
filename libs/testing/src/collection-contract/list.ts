/// <reference types="jest" />
import { Tenant, createTenant } from '../tenants';
import { deactivate, expectApiError, listPage, makeRecords, nobodysId, sortViolations } from './helpers';
import { Contract } from './subject';

/** What meta may hold: the spec's four fields and the cursor extension. */
const META_FIELDS = ['total', 'page', 'limit', 'totalPages', 'nextCursor'];

/** Query values refused with 400 (spec convention 6, docs/design/architecture-contract.md decisions and extensions). */
function refusedQueries(contract: Contract): Array<[query: string, message: string, field: string]> {
  // Where a list has no sorting at all, orderBy and order are unknown parameters.
  const sortRefusal = contract.subject.orderBy.length ? 'INVALID_ENUM_VALUE' : 'VALIDATION_ERROR';
  return [
    ['limit=0', 'VALIDATION_ERROR', 'limit'],
    ['limit=101', 'VALIDATION_ERROR', 'limit'],
    ['limit=abc', 'VALIDATION_ERROR', 'limit'],
    ['page=0', 'VALIDATION_ERROR', 'page'],
    ['page=-1', 'VALIDATION_ERROR', 'page'],
    ['page=1.5', 'VALIDATION_ERROR', 'page'],
    ['orderBy=notAField', sortRefusal, 'orderBy'],
    ['order=asc', sortRefusal, 'order'],
    ['foo=1', 'VALIDATION_ERROR', 'foo'],
  ];
}

/** The value a filter is tried with, or undefined when the subject gave none and none can be guessed. */
function filterSample(contract: Contract, filter: string): string | undefined {
  const given = contract.subject.filterSamples?.[filter];
  if (given !== undefined) return given;
  if (filter.endsWith('Id')) return nobodysId();
  if (filter === 'search') return 'x';
  return undefined;
}

/** Spec convention 6: the list envelope, exact totals, refused queries, sorting and filters. */
export function describeList(contract: Contract): void {
  const { subject } = contract;

  describe('list envelope and query', () => {
    let tenant: Tenant;

    beforeAll(async () => {
      tenant = await createTenant();
    });

    it(`GET ${contract.path} answers {data, meta} with page 1 and limit 20 by default`, async () => {
      const record = await subject.createRecord(tenant);
      const { data, meta } = await listPage(tenant.api, contract);
      expect(data.map((listed) => listed.id)).toContain(record.id);
      expect(meta).toMatchObject({ page: 1, limit: 20, total: expect.any(Number), totalPages: Math.ceil(meta.total / 20) });
      expect(META_FIELDS).toEqual(expect.arrayContaining(Object.keys(meta)));
    });

    for (const [query, message, field] of refusedQueries(contract)) {
      it(`refuses ?${query} with 400 ${message} on ${field}`, async () => {
        expectApiError(await tenant.api.get(`${contract.path}?${query}`), 400, message, field);
      });
    }
  });

  describe('exact total', () => {
    let tenant: Tenant;

    beforeAll(async () => {
      tenant = await createTenant();
    });

    if (contract.has('create')) {
      it('meta.total grows by each record created and shrinks by one deactivated', async () => {
        const before = (await listPage(tenant.api, contract)).meta.total;
        const records = await makeRecords(contract, tenant, 3);
        const after = (await listPage(tenant.api, contract, { limit: 1 })).meta;
        expect(after).toMatchObject({ total: before + 3, totalPages: before + 3 });
        if (!contract.deactivatable) return;
        await deactivate(tenant, subject.collection, records[1].id);
        expect((await listPage(tenant.api, contract)).meta.total).toBe(before + 2);
      });
    } else {
      it('meta.total counts the records listed, and shrinks by one deactivated', async () => {
        const records = await makeRecords(contract, tenant, 0);
        expect((await listPage(tenant.api, contract, { limit: 1 })).meta).toMatchObject({ total: records.length, totalPages: records.length });
        if (!contract.deactivatable) return;
        await deactivate(tenant, subject.collection, records[0].id);
        expect((await listPage(tenant.api, contract)).meta.total).toBe(records.length - 1);
      });
    }
  });

  describe('sorting and filters', () => {
    let tenant: Tenant;

    beforeAll(async () => {
      tenant = await createTenant();
      await makeRecords(contract, tenant, 4);
    });

    for (const field of subject.orderBy) {
      for (const order of ['ASC', 'DESC'] as const) {
        it(`?orderBy=${field}&order=${order} sorts by ${field}`, async () => {
          const { data } = await listPage(tenant.api, contract, { orderBy: field, order, limit: 100 });
          expect(data.length).toBeGreaterThan(1);
          expect(sortViolations(data, field, order)).toEqual([]);
        });
      }
    }

    for (const filter of subject.filters) {
      const value = filterSample(contract, filter);
      if (value === undefined) {
        it.todo(`accepts the filter ${filter} (give filterSamples.${filter})`);
        continue;
      }
      it(`accepts the filter ${filter}`, async () => {
        expect(Array.isArray((await listPage(tenant.api, contract, { [filter]: value })).data)).toBe(true);
      });
    }
  });
}
