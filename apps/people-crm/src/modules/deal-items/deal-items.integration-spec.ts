import { Tenant, adminClient, createTenant } from '@bizapi/testing';
import { API_DATE_TIME, createDeal, createDealItem, expectError } from '../../testing/crm-fixtures';

describe('deal items', () => {
  let tenant: Tenant;
  let deal: any;

  beforeAll(async () => {
    tenant = await createTenant();
    deal = await createDeal(tenant.api, { amount: 1000 });
  });

  describe('POST /deal-items', () => {
    it('creates an item with the service computing totalPrice, and answers 201', async () => {
      const response = await tenant.api.post('/deal-items', {
        dealId: deal.id,
        description: 'Licences',
        quantity: 3,
        unitPrice: 19.99,
        discount: 10,
      });

      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        dealId: deal.id,
        description: 'Licences',
        quantity: 3,
        unitPrice: 19.99,
        discount: 10,
        totalPrice: 53.97,
        isActive: true,
        createdAt: API_DATE_TIME,
        updatedAt: API_DATE_TIME,
      });
      expect((await tenant.api.get(`/deal-items/${response.body.id}`)).body).toEqual(response.body);
    });

    it('defaults quantity to 1, unitPrice and discount to 0', async () => {
      const item = await createDealItem(tenant.api, deal.id);
      expect(item).toMatchObject({ quantity: 1, unitPrice: 0, discount: 0, totalPrice: 0 });
    });

    // Cases where binary floating point gives another cent: the total is exact decimal arithmetic.
    it.each([
      [{ quantity: 1.005, unitPrice: 1 }, 1.01],
      [{ quantity: 2.5, unitPrice: 33.33, discount: 12.5 }, 72.91],
      [{ quantity: 3, unitPrice: 0.1, discount: 0 }, 0.3],
      [{ quantity: 0.0001, unitPrice: 49.99 }, 0.0],
      [{ quantity: 7, unitPrice: 14.29, discount: 33.33 }, 66.69],
      [{ quantity: 1, unitPrice: 250, discount: 100 }, 0],
      [{ quantity: 12.3456, unitPrice: 9999.99, discount: 0.01 }, 123443.53],
    ])('computes %j to totalPrice %d', async (fields, totalPrice) => {
      expect((await createDealItem(tenant.api, deal.id, fields)).totalPrice).toBe(totalPrice);
    });

    it('leaves the deal amount as the client set it', async () => {
      await createDealItem(tenant.api, deal.id, { quantity: 10, unitPrice: 999 });
      expect((await tenant.api.get(`/deals/${deal.id}`)).body.amount).toBe(1000);
    });

    it.each([
      ['a totalPrice', { totalPrice: 5 }, 400, 'VALIDATION_ERROR', 'totalPrice'],
      ['a discount above 100', { discount: 100.01 }, 400, 'VALIDATION_ERROR', 'discount'],
      ['a negative discount', { discount: -1 }, 400, 'VALIDATION_ERROR', 'discount'],
      ['a discount with 3 decimals', { discount: 1.005 }, 400, 'VALIDATION_ERROR', 'discount'],
      ['a zero quantity', { quantity: 0 }, 400, 'VALIDATION_ERROR', 'quantity'],
      ['a quantity with 5 decimals', { quantity: 1.00001 }, 400, 'VALIDATION_ERROR', 'quantity'],
      ['a negative unitPrice', { unitPrice: -0.5 }, 400, 'VALIDATION_ERROR', 'unitPrice'],
      ['no description', { description: undefined }, 400, 'VALIDATION_ERROR', 'description'],
      ['a description over 255 characters', { description: 'd'.repeat(256) }, 400, 'VALIDATION_ERROR', 'description'],
      ['no dealId', { dealId: undefined }, 400, 'VALIDATION_ERROR', 'dealId'],
      ['an unknown deal', { dealId: '0190b3c4-0000-7000-8000-000000000000' }, 400, 'VALIDATION_ERROR', 'dealId'],
      ['a total too large for money', { quantity: 99999999999, unitPrice: 9999999999999 }, 400, 'VALIDATION_ERROR', 'totalPrice'],
    ])('refuses %s', async (_case, fields, status, message, field) => {
      expectError(await tenant.api.post('/deal-items', { dealId: deal.id, description: 'Line', ...fields }), status, message, field);
    });
  });

  describe('PUT /deal-items/:id', () => {
    it('changes the fields sent and recomputes totalPrice', async () => {
      const item = await createDealItem(tenant.api, deal.id, { description: 'Hours', quantity: 10, unitPrice: 120 });

      const response = await tenant.api.put(`/deal-items/${item.id}`, { quantity: 12.5, discount: 5 });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ...item, quantity: 12.5, discount: 5, totalPrice: 1425, updatedAt: expect.any(String) });
      expect((await tenant.api.get(`/deal-items/${item.id}`)).body).toEqual(response.body);
    });

    it('keeps updatedAt when nothing changes', async () => {
      const item = await createDealItem(tenant.api, deal.id, { quantity: 2, unitPrice: 5 });
      expect((await tenant.api.put(`/deal-items/${item.id}`, { quantity: 2, unitPrice: 5 })).body).toEqual(item);
    });

    it.each([
      ['a totalPrice', { totalPrice: 1 }, 'VALIDATION_ERROR', 'totalPrice'],
      ['a dealId', { dealId: 'x' }, 'VALIDATION_ERROR', 'dealId'],
      ['a discount above 100', { discount: 101 }, 'VALIDATION_ERROR', 'discount'],
      ['a null quantity', { quantity: null }, 'VALIDATION_ERROR', 'quantity'],
    ])('refuses %s', async (_case, body, message, field) => {
      const item = await createDealItem(tenant.api, deal.id);
      expectError(await tenant.api.put(`/deal-items/${item.id}`, body), 400, message, field);
    });
  });

  describe('GET /deal-items', () => {
    it('lists the items of a deal in the order they were added', async () => {
      const { api } = await createTenant();
      const first = await createDeal(api);
      const second = await createDeal(api);
      const a = await createDealItem(api, first.id, { description: 'A' });
      const other = await createDealItem(api, second.id, { description: 'Other' });
      const b = await createDealItem(api, first.id, { description: 'B' });

      const response = await api.get(`/deal-items?dealId=${first.id}`);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: [a, b], meta: { total: 2, page: 1, limit: 20, totalPages: 1, nextCursor: null } });
      expect((await api.get('/deal-items')).body.data.map((item: any) => item.id)).toEqual([a.id, other.id, b.id]);
      expect((await api.get('/deal-items?dealId=not-an-id')).body.data).toEqual([]);
      expectError(await api.get('/deal-items?quoteId=x'), 400, 'VALIDATION_ERROR', 'quoteId');
    });

    it('hides the items of a deal the operator deactivated, and refuses new ones on it', async () => {
      const { api, company } = await createTenant();
      const gone = await createDeal(api);
      const item = await createDealItem(api, gone.id);
      await (await adminClient()).deactivate(company.id, 'deals', gone.id);

      expectError(await api.get(`/deal-items/${item.id}`), 404, 'RESOURCE_NOT_FOUND');
      expectError(await api.put(`/deal-items/${item.id}`, { quantity: 2 }), 404, 'RESOURCE_NOT_FOUND');
      expect((await api.get(`/deal-items?dealId=${gone.id}`)).body.meta.total).toBe(0);
      expectError(await api.post('/deal-items', { dealId: gone.id, description: 'x' }), 400, 'VALIDATION_ERROR', 'dealId');
      await expect((await adminClient()).deactivate(company.id, 'deal-items', item.id)).rejects.toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
    });

    it('hides an item the operator deactivated', async () => {
      const item = await createDealItem(tenant.api, deal.id);
      await (await adminClient()).deactivate(tenant.company.id, 'deal-items', item.id);
      expectError(await tenant.api.get(`/deal-items/${item.id}`), 404, 'RESOURCE_NOT_FOUND');
      expect((await tenant.api.get(`/deal-items?dealId=${deal.id}&limit=100`)).body.data.map((i: any) => i.id)).not.toContain(item.id);
    });
  });
});
