import { Tenant, adminClient, createTenant, queryDatabase } from '@bizapi/testing';
import { API_DATE_TIME, NOBODYS_ID, createDeal, createQuote, createQuoteItem, expectError, outboxEvents } from '../../testing/sales-fixtures';

describe('quote items', () => {
  let tenant: Tenant;
  let deal: any;

  beforeAll(async () => {
    tenant = await createTenant();
    deal = await createDeal(tenant.api);
  });

  describe('POST /quote-items', () => {
    it('computes totalPrice = quantity x unitPrice - discount and recalculates the quote totalAmount', async () => {
      const quote = await createQuote(tenant.api, deal.id, { discount: 5 });
      const response = await tenant.api.post('/quote-items', { quoteId: quote.id, description: 'Licences', quantity: 3, unitPrice: 19.99, discount: 4.97 });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        quoteId: quote.id,
        description: 'Licences',
        quantity: 3,
        unitPrice: 19.99,
        discount: 4.97,
        totalPrice: 55,
        isActive: true,
        createdAt: API_DATE_TIME,
        updatedAt: API_DATE_TIME,
      });
      expect((await tenant.api.get(`/quote-items/${response.body.id}`)).body).toEqual(response.body);
      const after = (await tenant.api.get(`/quotes/${quote.id}`)).body;
      expect(after.totalAmount).toBe(50);

      // The quote's change is quote.updated with the quote as GET returns it.
      const events = await outboxEvents(queryDatabase, quote.id);
      expect(events.map((event) => event.event)).toEqual(['quote.created', 'quote.updated']);
      expect(events[1].data).toEqual(after);
    });

    it('defaults discount to 0', async () => {
      const quote = await createQuote(tenant.api, deal.id);
      expect(await createQuoteItem(tenant.api, quote.id, { quantity: 2.5, unitPrice: 4 })).toMatchObject({ discount: 0, totalPrice: 10 });
    });

    // Cases where binary floating point gives another cent: the total is exact decimal arithmetic.
    it.each([
      [{ quantity: 1.005, unitPrice: 1 }, 1.01],
      [{ quantity: 3, unitPrice: 0.1 }, 0.3],
      [{ quantity: 0.0001, unitPrice: 49.99 }, 0],
      [{ quantity: 12.3456, unitPrice: 9999.99, discount: 0.01 }, 123455.87],
      [{ quantity: 1, unitPrice: 250, discount: 250 }, 0],
    ])('computes %j to totalPrice %d', async (fields, totalPrice) => {
      const quote = await createQuote(tenant.api, deal.id);
      expect((await createQuoteItem(tenant.api, quote.id, fields)).totalPrice).toBe(totalPrice);
    });

    it.each([
      ['a totalPrice', { totalPrice: 5 }, 'totalPrice'],
      ['a discount above quantity x unitPrice', { quantity: 2, unitPrice: 10, discount: 20.01 }, 'discount'],
      ['a negative discount', { discount: -1 }, 'discount'],
      ['a zero quantity', { quantity: 0 }, 'quantity'],
      ['no quantity', { quantity: undefined }, 'quantity'],
      ['no unitPrice', { unitPrice: undefined }, 'unitPrice'],
      ['a negative unitPrice', { unitPrice: -0.5 }, 'unitPrice'],
      ['no description', { description: undefined }, 'description'],
      ['no quoteId', { quoteId: undefined }, 'quoteId'],
      ['an unknown quote', { quoteId: NOBODYS_ID }, 'quoteId'],
      ['a total too large for money', { quantity: 99999999999, unitPrice: 9999999999999 }, 'totalPrice'],
    ])('refuses %s', async (_case, fields, field) => {
      const quote = await createQuote(tenant.api, deal.id);
      expectError(await tenant.api.post('/quote-items', { quoteId: quote.id, description: 'Line', quantity: 1, unitPrice: 10, ...fields }), 400, 'VALIDATION_ERROR', field);
    });
  });

  describe('PUT /quote-items/:id', () => {
    it('recomputes totalPrice and the quote totalAmount', async () => {
      const quote = await createQuote(tenant.api, deal.id);
      const item = await createQuoteItem(tenant.api, quote.id, { quantity: 10, unitPrice: 120 });
      await createQuoteItem(tenant.api, quote.id, { quantity: 1, unitPrice: 100 });
      const response = await tenant.api.put(`/quote-items/${item.id}`, { quantity: 12.5, discount: 50 });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ...item, quantity: 12.5, discount: 50, totalPrice: 1450, updatedAt: API_DATE_TIME });
      expect((await tenant.api.get(`/quotes/${quote.id}`)).body.totalAmount).toBe(1550);
    });

    it('refuses a quoteId, a totalPrice and a discount above the line', async () => {
      const quote = await createQuote(tenant.api, deal.id);
      const item = await createQuoteItem(tenant.api, quote.id, { quantity: 1, unitPrice: 10 });
      expectError(await tenant.api.put(`/quote-items/${item.id}`, { quoteId: quote.id }), 400, 'VALIDATION_ERROR', 'quoteId');
      expectError(await tenant.api.put(`/quote-items/${item.id}`, { totalPrice: 1 }), 400, 'VALIDATION_ERROR', 'totalPrice');
      expectError(await tenant.api.put(`/quote-items/${item.id}`, { discount: 11 }), 400, 'VALIDATION_ERROR', 'discount');
      expect((await tenant.api.get(`/quotes/${quote.id}`)).body.totalAmount).toBe(10);
    });
  });

  describe('operator deactivation of an item', () => {
    it('takes the item out of its quote totalAmount, with quote.updated', async () => {
      const quote = await createQuote(tenant.api, deal.id);
      const kept = await createQuoteItem(tenant.api, quote.id, { quantity: 1, unitPrice: 30 });
      const removed = await createQuoteItem(tenant.api, quote.id, { quantity: 1, unitPrice: 70 });
      await (await adminClient()).deactivate(tenant.company.id, 'quote-items', removed.id);
      const after = (await tenant.api.get(`/quotes/${quote.id}`)).body;
      expect(after.totalAmount).toBe(kept.totalPrice);
      const events = await outboxEvents(queryDatabase, quote.id);
      expect(events.map((event) => event.event)).toEqual(['quote.created', 'quote.updated', 'quote.updated', 'quote.updated']);
      expect(events[3].data).toEqual(after);
    });
  });

  describe('concurrent item writes on one quote', () => {
    it('keeps totalAmount the sum of 20 items added in parallel, then of 20 parallel updates', async () => {
      const { api } = await createTenant();
      const quote = await createQuote(api, (await createDeal(api)).id);
      const prices = Array.from({ length: 20 }, (_, i) => 10 + i * 1.25);
      const items = await Promise.all(prices.map((unitPrice, i) => createQuoteItem(api, quote.id, { description: `Line ${i}`, quantity: 2, unitPrice })));
      const sum = prices.reduce((total, price) => total + Math.round(price * 200), 0) / 100;
      expect((await api.get(`/quotes/${quote.id}`)).body.totalAmount).toBe(sum);

      const updates = await Promise.all(items.map((item: any) => api.put(`/quote-items/${item.id}`, { quantity: 1 })));
      expect(updates.map((response) => response.status)).toEqual(items.map(() => 200));
      expect((await api.get(`/quotes/${quote.id}`)).body.totalAmount).toBe(sum / 2);
    });
  });

  describe('discount changes racing item writes on one quote', () => {
    it('ends with totalAmount = max(0, sum of items - the last discount), without deadlocks', async () => {
      const { api } = await createTenant();
      const quote = await createQuote(api, (await createDeal(api)).id);
      const writes = [
        ...Array.from({ length: 12 }, (_, i) => api.post('/quote-items', { quoteId: quote.id, description: `Line ${i}`, quantity: 1, unitPrice: 10 })),
        ...[5, 7, 3].map((discount) => api.put(`/quotes/${quote.id}`, { discount })),
      ];
      const answers = await Promise.all(writes);
      expect(answers.map((response) => response.status).sort()).toEqual([200, 200, 200, ...Array(12).fill(201)]);
      const after = (await api.get(`/quotes/${quote.id}`)).body;
      expect(after.totalAmount).toBe(120 - after.discount);
    });
  });

  describe('GET /quote-items', () => {
    it('lists the items of a quote in the order they were added, and hides those of a deactivated quote', async () => {
      const { api, company } = await createTenant();
      const dealId = (await createDeal(api)).id;
      const first = await createQuote(api, dealId);
      const second = await createQuote(api, dealId);
      const a = await createQuoteItem(api, first.id, { description: 'A' });
      await createQuoteItem(api, second.id, { description: 'Other' });
      const b = await createQuoteItem(api, first.id, { description: 'B' });
      const response = await api.get(`/quote-items?quoteId=${first.id}`);
      expect(response.body).toEqual({ data: [a, b], meta: { total: 2, page: 1, limit: 20, totalPages: 1, nextCursor: null } });

      await (await adminClient()).deactivate(company.id, 'quotes', first.id);
      expectError(await api.get(`/quote-items/${a.id}`), 404, 'RESOURCE_NOT_FOUND');
      expect((await api.get(`/quote-items?quoteId=${first.id}`)).body.meta.total).toBe(0);
      expectError(await api.post('/quote-items', { quoteId: first.id, description: 'x', quantity: 1, unitPrice: 1 }), 400, 'VALIDATION_ERROR', 'quoteId');
    });
  });
});
