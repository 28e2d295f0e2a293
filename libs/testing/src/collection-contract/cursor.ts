/// <reference types="jest" />
import { HttpClient } from '../http-client';
import { Tenant, createTenant } from '../tenants';
import { sleep } from '../wait';
import { ListQuery, expectApiError, isoSeconds, listPage, listedIds, makeRecords, withQuery } from './helpers';
import { Contract } from './subject';

/** More pages than any walk of the contract needs: a cursor that never ends fails instead of looping. */
const MAX_PAGES = 20;

/** What a page after the first sends besides `cursor`: by default its limit alone, as an integrator walking a list does. */
type NextPage = (pageSize: number, page: number) => ListQuery;
const cursorAlone: NextPage = (pageSize) => ({ limit: pageSize });

/**
 * Follows meta.nextCursor from the first page (`query` and the page size)
 * until it is null, sending `next` with each cursor and running
 * `betweenPages` after each page.
 */
async function walkByCursor(
  api: HttpClient,
  contract: Contract,
  query: ListQuery,
  pageSize: number,
  { next = cursorAlone, betweenPages = async () => undefined }: { next?: NextPage; betweenPages?: () => Promise<unknown> } = {},
): Promise<string[]> {
  const ids: string[] = [];
  let sent: ListQuery = { ...query, limit: pageSize };
  for (let pages = 1; pages <= MAX_PAGES; pages++) {
    const { data, meta } = await listPage(api, contract, sent);
    ids.push(...data.map((record) => record.id));
    if (typeof meta.nextCursor !== 'string') {
      expect(meta).toHaveProperty('nextCursor', null);
      return ids;
    }
    sent = { ...next(pageSize, pages), cursor: meta.nextCursor };
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

/** When a record last changed, as it says itself. */
const changedAt = (record: Record<string, unknown>): number => new Date(String(record.updatedAt ?? record.createdAt)).getTime();

/**
 * docs/design/architecture-contract.md "Extensions": cursor pages (meta.nextCursor, `cursor`),
 * keyset-stable under inserts; a cursor carries its list's order and
 * filters, so `?cursor=…` alone continues the walk.
 */
export function describeCursorPages(contract: Contract): void {
  const { subject } = contract;
  const orderings: Array<{ label: string; query: ListQuery }> = [
    { label: 'default order', query: {} },
    ...subject.orderBy.map((field) => ({ label: `orderBy=${field}&order=ASC`, query: { orderBy: field, order: 'ASC' } })),
  ];
  // updatedAt and another declared order, when the list has them.
  const firstOrder = subject.orderBy.includes('updatedAt') ? 'updatedAt' : subject.orderBy[0];
  const secondOrder = subject.orderBy.find((field) => field !== firstOrder);
  const ascending: ListQuery = { orderBy: firstOrder, order: 'ASC' };

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
      it(`walking small pages with the cursor alone (${label}) gives every record once, in the order of one big page`, async () => {
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

    it('refuses cursor and page together with 400 VALIDATION_ERROR', async () => {
      const cursor = await firstCursor(tenant.api, contract);
      expectApiError(await tenant.api.get(withQuery(contract.path, { limit: 1, page: 2, cursor })), 400, 'VALIDATION_ERROR');
    });
  });

  describe('a cursor carries its order and filters (extension)', () => {
    let tenant: Tenant;
    let records: Array<{ id: string } & Record<string, unknown>>;
    let pageSize: number;
    /** A filter every record passes: the walk must still carry it. */
    let since: string;

    beforeAll(async () => {
      tenant = await createTenant();
      records = await makeRecords(contract, tenant, 4);
      pageSize = records.length > 3 ? Math.max(2, Math.ceil(records.length / 10)) : 1;
      since = isoSeconds(Math.min(...records.map(changedAt)));
    });

    it('sending the same order and filters again with the cursor, and another limit on each page, walks the same records', async () => {
      const query = { ...ascending, updatedSince: since };
      const onePage = await listedIds(tenant.api, contract, query);
      expect(onePage).toEqual(expect.arrayContaining(records.map((record) => record.id)));
      const walked = await walkByCursor(tenant.api, contract, query, pageSize, { next: (size, page) => ({ ...query, limit: size + (page % 2) }) });
      expect(walked).toEqual(onePage);
    });

    it('walking with the cursor alone under a filter gives the records of one big page with that filter', async () => {
      const query = { ...ascending, updatedSince: since };
      expect(await walkByCursor(tenant.api, contract, query, pageSize)).toEqual(await listedIds(tenant.api, contract, query));
    });

    it('refuses a cursor sent with another order with 400 VALIDATION_ERROR on cursor', async () => {
      const cursor = await firstCursor(tenant.api, contract, ascending);
      expectApiError(await tenant.api.get(withQuery(contract.path, { cursor, order: 'DESC' })), 400, 'VALIDATION_ERROR', 'cursor');
      if (secondOrder) {
        expectApiError(await tenant.api.get(withQuery(contract.path, { cursor, orderBy: secondOrder })), 400, 'VALIDATION_ERROR', 'cursor');
      }
    });

    it('refuses a cursor sent with another value of its filter, or with a filter it was made without, with 400 on cursor', async () => {
      const filtered = await firstCursor(tenant.api, contract, { updatedSince: since });
      const unfiltered = await firstCursor(tenant.api, contract);
      const earlier = isoSeconds(since, -60);
      expectApiError(await tenant.api.get(withQuery(contract.path, { cursor: filtered, updatedSince: earlier })), 400, 'VALIDATION_ERROR', 'cursor');
      expectApiError(await tenant.api.get(withQuery(contract.path, { cursor: unfiltered, updatedSince: since })), 400, 'VALIDATION_ERROR', 'cursor');
    });
  });

  if (!contract.has('create')) return;

  describe('cursor pages under writes (extension)', () => {
    // Newest first, the order in which inserts land before the walk's position and offset pages would repeat records.
    it('a walk in pages of 3 (default order) with records inserted between pages skips and repeats none that existed before', async () => {
      const tenant = await createTenant();
      const existing = (await makeRecords(contract, tenant, 7)).map((record) => record.id);
      const walked = await walkByCursor(tenant.api, contract, {}, 3, { betweenPages: () => makeRecords(contract, tenant, 2) });
      expect(existing.filter((id) => countOf(walked, id) !== 1)).toEqual([]);
      expect(walked.filter((id, index) => walked.indexOf(id) !== index)).toEqual([]);
    });

    it('the cursor alone keeps the filter of the first page: a walk by updatedSince lists only the records changed since', async () => {
      const tenant = await createTenant();
      const before = (await makeRecords(contract, tenant, 2)).map((record) => record.id);
      // Marks are whole seconds: wait into the next one so the mark falls after the first records.
      await sleep(1100);
      const mark = isoSeconds(Date.now());
      const since = (await makeRecords(contract, tenant, 3)).map((record) => record.id);

      const walked = await walkByCursor(tenant.api, contract, { updatedSince: mark }, 1);

      expect(walked).toEqual(await listedIds(tenant.api, contract, { updatedSince: mark }));
      expect(walked).toEqual(expect.arrayContaining(since));
      expect(walked.filter((id) => before.includes(id))).toEqual([]);
    });
  });
}
