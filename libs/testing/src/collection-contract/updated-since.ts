/// <reference types="jest" />
import { Tenant, createTenant } from '../tenants';
import { sleep } from '../wait';
import { expectApiError, isoSeconds, listPage, listedIds, makeRecords } from './helpers';
import { Contract } from './subject';

type Stamped = { id: string } & Record<string, any>;

/** When a record last changed, as it says itself. */
const changedAt = (record: Stamped): number => new Date(record.updatedAt ?? record.createdAt).getTime();

/** docs/design/architecture-contract.md "Extensions": incremental sync, `updatedSince` (records with updatedAt at or after it) and orderBy=updatedAt. */
export function describeUpdatedSince(contract: Contract): void {
  const { subject } = contract;

  describe('incremental sync: updatedSince (extension)', () => {
    let tenant: Tenant;
    let records: Stamped[];

    beforeAll(async () => {
      tenant = await createTenant();
      records = await makeRecords(contract, tenant, 2);
    });

    it('?updatedSince after the newest updatedAt lists none of them; at or before the oldest lists them all', async () => {
      const ids = records.map((record) => record.id);
      const newest = Math.max(...records.map(changedAt));
      const oldest = Math.min(...records.map(changedAt));
      const after = await listedIds(tenant.api, contract, { updatedSince: isoSeconds(newest, 1) });
      expect(after.filter((id) => ids.includes(id))).toEqual([]);
      for (const since of [isoSeconds(oldest), isoSeconds(oldest).slice(0, 10)]) {
        expect(await listedIds(tenant.api, contract, { updatedSince: since })).toEqual(expect.arrayContaining(ids));
      }
    });

    it('refuses ?updatedSince=yesterday with 400 INVALID_DATE_FORMAT on updatedSince', async () => {
      expectApiError(await tenant.api.get(`${contract.path}?updatedSince=yesterday`), 400, 'INVALID_DATE_FORMAT', 'updatedSince');
    });

    it('accepts ?orderBy=updatedAt', async () => {
      await listPage(tenant.api, contract, { orderBy: 'updatedAt' });
    });

    if (contract.has('update') && subject.updateBody) {
      it('lists a record updated after the mark, and not one left alone', async () => {
        const [changed, untouched] = await makeRecords(contract, tenant, 2);
        // Marks are whole seconds: wait into the next one so the mark falls after both creations.
        await sleep(1100);
        const mark = isoSeconds(Date.now());
        const response = await tenant.api.put(`${contract.path}/${changed.id}`, subject.updateBody);
        expect(response.status).toBe(200);
        const listed = await listedIds(tenant.api, contract, { updatedSince: mark });
        expect(listed).toContain(changed.id);
        expect(listed).not.toContain(untouched.id);
      });
    }
  });
}
