/// <reference types="jest" />
import { HttpClient } from '../http-client';
import { Tenant, createTenant } from '../tenants';
import { ListQuery, expectApiError, listPage, listedIds, makeRecords, withQuery } from './helpers';
import { Contract } from './subject';

/** More pages than any walk of the contract needs: a cursor that never ends fails instead of looping. */
const MAX_PAGES = 20;

/**
 * Follows meta.nextCursor from the first page (same query, `cursor` instead
 * of `page`) until it is null, running `betweenPages` after each page.
 */
async function walkByCursor(
  api: HttpClient,
  contract: Contract,
  query: ListQuery,
  pageSize: number,
  betweenPages: () => Promise<unknown> = async () => undefined,
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < MAX_PAGES; pages++) {
    const { data, meta } = await listPage(api, contract, { ...query, limit: pageSize, cursor });
    ids.push(...data.map((record) => record.id));
    if (typeof meta.nextCursor !== 'string') {
      expect(meta).toHaveProperty('nextCursor', null);
      return ids;
    }
    cursor = meta.nextCursor;
    await betweenPages();
  }
  throw new Error(`nextCursor still not null after ${MAX_PAGES} pages of ${pageSize}`);
}

/** meta.nextCursor of the first page of one record, failing the test unless there is one. */
async function firstCursor(api: HttpClient, contract: Contract, query: ListQuery = {}): Promise<string> {
  const { meta } = await listPage(api, contract, { ...query, limit: 1 });
  expect(meta).toHaveProperty('nextCursor', expect.any(String));
  return meta.nextCursor as string;
}

const countOf = (ids: string[], id: string) => ids.filter((listed) => listed === id).length;

/** ARCHITECTURE.md "Extensions": cursor pages (meta.nextCursor, `cursor`), keyset-stable under inserts. */
export function describeCursorPages(contract: Contract): void {
  const { subject } = contract;
  const orderings: Array<{ label: string; query: ListQuery }> = [
    { label: 'default order', query: {} },
    ...subject.orderBy.map((field) => ({ label: `orderBy=${field}&order=ASC`, query: { orderBy: field, order: 'ASC' } })),
  ];

  describe('cursor pages (extension)', () => {
    let tenant: Tenant;
    let ids: string[];
    let pageSize: number;

    beforeAll(async () => {
      tenant = await createTenant();
      ids = (await makeRecords(contract, tenant, 5)).map((record) => record.id);
      // A read-only collection may hold a couple of records (pages of one still make a walk) or a seeded chart
      // of dozens: about ten pages whatever the size, within the company's requests per minute.
      pageSize = ids.length > 3 ? Math.max(2, Math.ceil(ids.length / 10)) : 1;
    });

    it('meta.nextCursor is a string while records remain, and null on the last page', async () => {
      expect((await listPage(tenant.api, contract, { limit: 1 })).meta).toHaveProperty('nextCursor', expect.any(String));
      expect((await listPage(tenant.api, contract, { limit: 100 })).meta).toHaveProperty('nextCursor', null);
    });

    for (const { label, query } of orderings) {
      it(`walking small pages by cursor (${label}) gives every record once, in the order of one big page`, async () => {
        const onePage = await listedIds(tenant.api, contract, query);
        expect(onePage).toEqual(expect.arrayContaining(ids));
        expect(await walkByCursor(tenant.api, contract, query, pageSize)).toEqual(onePage);
      });
    }

    it('refuses a malformed cursor with 400 VALIDATION_ERROR on cursor', async () => {
      expectApiError(await tenant.api.get(withQuery(contract.path, { cursor: 'garbage' })), 400, 'VALIDATION_ERROR', 'cursor');
    });

    it("refuses another company's cursor with 400 VALIDATION_ERROR on cursor", async () => {
      const other = await createTenant();
      await makeRecords(contract, other, 2);
      const cursor = await firstCursor(other.api, contract);
      expectApiError(await tenant.api.get(withQuery(contract.path, { limit: 1, cursor })), 400, 'VALIDATION_ERROR', 'cursor');
    });

    if (subject.orderBy.length) {
      it('refuses a cursor sent with another orderBy with 400 VALIDATION_ERROR on cursor', async () => {
        // updatedAt and another declared order; with none other, the default order (createdAt), sent as no orderBy.
        const first = subject.orderBy.includes('updatedAt') ? 'updatedAt' : subject.orderBy[0];
        const second = subject.orderBy.find((field) => field !== first);
        const cursor = await firstCursor(tenant.api, contract, { orderBy: first });
        expectApiError(await tenant.api.get(withQuery(contract.path, { limit: 1, orderBy: second, cursor })), 400, 'VALIDATION_ERROR', 'cursor');
      });
    }

    it('refuses cursor and page together with 400 VALIDATION_ERROR', async () => {
      const cursor = await firstCursor(tenant.api, contract);
      expectApiError(await tenant.api.get(withQuery(contract.path, { limit: 1, page: 2, cursor })), 400, 'VALIDATION_ERROR');
    });
  });

  if (!contract.has('create')) return;

  describe('cursor pages under concurrent inserts (extension)', () => {
    // Newest first, the order in which inserts land before the walk's position and offset pages would repeat records.
    it('a walk in pages of 3 (default order) with records inserted between pages skips and repeats none that existed before', async () => {
      const tenant = await createTenant();
      const existing = (await makeRecords(contract, tenant, 7)).map((record) => record.id);
      const walked = await walkByCursor(tenant.api, contract, {}, 3, () => makeRecords(contract, tenant, 2));
      expect(existing.filter((id) => countOf(walked, id) !== 1)).toEqual([]);
      expect(walked.filter((id, index) => walked.indexOf(id) !== index)).toEqual([]);
    });
  });
}
