/// <reference types="jest" />
import { Tenant, createTenant } from '../tenants';
import { deactivate, expectApiError, listedIds } from './helpers';
import { Contract } from './subject';

/**
 * Spec convention 3: a record of another company, an inactive record and an
 * id that cannot be one all give 404 RESOURCE_NOT_FOUND, and lists show none.
 */
export function describeIsolation(contract: Contract): void {
  const { subject } = contract;

  describe('records that are not the company\'s', () => {
    let owner: Tenant;
    let stranger: Tenant;
    let retired: Tenant;
    let theirs: { id: string };
    let inactive: { id: string };

    beforeAll(async () => {
      [owner, stranger, retired] = await Promise.all([createTenant(), createTenant(), createTenant()]);
      theirs = await subject.createRecord(owner);
      // In a company of its own: a read-only collection's maker may hand out the same seeded record twice.
      if (contract.deactivatable) {
        inactive = await subject.createRecord(retired);
        await deactivate(retired, subject.collection, inactive.id);
      }
    });

    const cases = [
      { what: "another company's record", tenant: () => stranger, id: () => theirs.id },
      ...(contract.deactivatable ? [{ what: 'an inactive record', tenant: () => retired, id: () => inactive.id }] : []),
    ];

    for (const { what, tenant, id } of cases) {
      it(`GET ${contract.path}/:id of ${what} is RESOURCE_NOT_FOUND`, async () => {
        expectApiError(await tenant().api.get(`${contract.path}/${id()}`), 404, 'RESOURCE_NOT_FOUND');
      });

      if (contract.has('update')) {
        it(`PUT ${contract.path}/:id of ${what} is RESOURCE_NOT_FOUND`, async () => {
          expectApiError(await tenant().api.put(`${contract.path}/${id()}`, subject.updateBody ?? {}), 404, 'RESOURCE_NOT_FOUND');
        });
      }

      it(`GET ${contract.path} does not list ${what}`, async () => {
        expect(await listedIds(tenant().api, contract)).not.toContain(id());
      });
    }

    it('the owner still gets its record unchanged, and lists it', async () => {
      expect((await owner.api.get(`${contract.path}/${theirs.id}`)).body).toMatchObject(theirs);
      expect(await listedIds(owner.api, contract)).toContain(theirs.id);
    });

    it(`GET ${contract.path}/not-an-id is RESOURCE_NOT_FOUND`, async () => {
      expectApiError(await owner.api.get(`${contract.path}/not-an-id`), 404, 'RESOURCE_NOT_FOUND');
    });
  });
}
