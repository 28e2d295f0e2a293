import { adminClient, createTenant, queryDatabase, Tenant } from '@bizapi/testing';
import { API_DATE_TIME, NOBODYS_ID, createDeal, createQuote, createQuoteItem, expectError, outboxEvents } from '../../testing/sales-fixtures';

describe('quotes', () => {
  let tenant: Tenant;
  let deal: any;

  beforeAll(async () => {
    tenant = await createTenant();
    deal = await createDeal(tenant.api);
  });

  describe('POST /quotes', () => {
    it('creates a DRAFT quote with a generated code and totalAmount 0; validUntil as a date is the end of that day', async () => {
      const response = await tenant.api.post('/quotes', { dealId: deal.id, title: 'Website redesign', validUntil: '2026-12-31', notes: 'Net 30', discount: 15.5 });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        code: expect.stringMatching(/^QUOTE-\d{6}$/),
        dealId: deal.id,
        title: 'Website redesign',
        status: 'DRAFT',
        totalAmount: 0,
        discount: 15.5,
        validUntil: '2026-12-31T23:59:59.000Z',
        notes: 'Net 30',
        isActive: true,
        createdAt: API_DATE_TIME,
        updatedAt: API_DATE_TIME,
      });
      expect((await tenant.api.get(`/quotes/${response.body.id}`)).body).toEqual(response.body);
      const events = await outboxEvents(queryDatabase, response.body.id);
      expect(events.map((event) => event.event)).toEqual(['quote.created']);
      expect(events[0].data).toEqual(response.body);
    });

    it('defaults discount to 0, validUntil and notes to null; a date-time validUntil is kept', async () => {
      expect(await createQuote(tenant.api, deal.id)).toMatchObject({ discount: 0, validUntil: null, notes: null, totalAmount: 0 });
      expect((await createQuote(tenant.api, deal.id, { validUntil: '2026-06-30T12:00:00Z' })).validUntil).toBe('2026-06-30T12:00:00.000Z');
    });

    it('draws codes one after another', async () => {
      const { api } = await createTenant();
      const other = await createDeal(api);
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await createQuote(api, other.id)).code);
      expect(codes).toEqual(['QUOTE-000001', 'QUOTE-000002', 'QUOTE-000003']);
    });

    it.each([
      ['no dealId', { dealId: undefined }, 'VALIDATION_ERROR', 'dealId'],
      ['an unknown deal', { dealId: NOBODYS_ID }, 'VALIDATION_ERROR', 'dealId'],
      ['no title', { title: undefined }, 'VALIDATION_ERROR', 'title'],
      ['a title over 255 characters', { title: 't'.repeat(256) }, 'VALIDATION_ERROR', 'title'],
      ['a status', { status: 'SENT' }, 'VALIDATION_ERROR', 'status'],
      ['a code', { code: 'QUOTE-9' }, 'VALIDATION_ERROR', 'code'],
      ['a totalAmount', { totalAmount: 5 }, 'VALIDATION_ERROR', 'totalAmount'],
      ['a negative discount', { discount: -1 }, 'VALIDATION_ERROR', 'discount'],
      ['a discount with 3 decimals', { discount: 1.005 }, 'VALIDATION_ERROR', 'discount'],
      ['a malformed validUntil', { validUntil: '31/12/2026' }, 'INVALID_DATE_FORMAT', 'validUntil'],
      ['an impossible validUntil', { validUntil: '2026-02-30' }, 'INVALID_DATE_FORMAT', 'validUntil'],
    ])('refuses %s', async (_case, fields, message, field) => {
      expectError(await tenant.api.post('/quotes', { dealId: deal.id, title: 'Quote', ...fields }), 400, message, field);
    });

    it('refuses a deal the operator deactivated', async () => {
      const { api, company } = await createTenant();
      const gone = await createDeal(api);
      await (await adminClient()).deactivate(company.id, 'deals', gone.id);
      expectError(await api.post('/quotes', { dealId: gone.id, title: 'Late' }), 400, 'VALIDATION_ERROR', 'dealId');
    });
  });

  describe('PUT /quotes/:id', () => {
    it.each(['SENT', 'ACCEPTED', 'REJECTED', 'EXPIRED', 'DRAFT'])('sets status %s', async (status) => {
      const quote = await createQuote(tenant.api, deal.id, { status: undefined });
      const response = await tenant.api.put(`/quotes/${quote.id}`, { status });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status });
    });

    it('changes title, validUntil and notes, and emits quote.updated with the record', async () => {
      const quote = await createQuote(tenant.api, deal.id, { notes: 'old' });
      const response = await tenant.api.put(`/quotes/${quote.id}`, { title: 'Renamed', validUntil: '2027-01-15', notes: null });
      expect(response.body).toEqual({ ...quote, title: 'Renamed', validUntil: '2027-01-15T23:59:59.000Z', notes: null, updatedAt: API_DATE_TIME });
      expect((await tenant.api.get(`/quotes/${quote.id}`)).body).toEqual(response.body);
      const events = await outboxEvents(queryDatabase, quote.id);
      expect(events.map((event) => event.event)).toEqual(['quote.created', 'quote.updated']);
      expect(events[1].data).toEqual(response.body);
    });

    it('recomputes totalAmount when the discount changes, never below 0', async () => {
      const quote = await createQuote(tenant.api, deal.id);
      await createQuoteItem(tenant.api, quote.id, { quantity: 2, unitPrice: 50 });
      await createQuoteItem(tenant.api, quote.id, { quantity: 1, unitPrice: 50.25 });
      expect((await tenant.api.get(`/quotes/${quote.id}`)).body.totalAmount).toBe(150.25);
      expect((await tenant.api.put(`/quotes/${quote.id}`, { discount: 30.1 })).body).toMatchObject({ discount: 30.1, totalAmount: 120.15 });
      expect((await tenant.api.put(`/quotes/${quote.id}`, { discount: 1000 })).body).toMatchObject({ discount: 1000, totalAmount: 0 });
      expect((await tenant.api.put(`/quotes/${quote.id}`, { discount: 0 })).body).toMatchObject({ discount: 0, totalAmount: 150.25 });
    });

    it.each([
      ['an unknown status', { status: 'WON' }, 'INVALID_ENUM_VALUE', 'status'],
      ['a dealId', { dealId: NOBODYS_ID }, 'VALIDATION_ERROR', 'dealId'],
      ['a totalAmount', { totalAmount: 1 }, 'VALIDATION_ERROR', 'totalAmount'],
      ['a malformed validUntil', { validUntil: 'tomorrow' }, 'INVALID_DATE_FORMAT', 'validUntil'],
      ['a null title', { title: null }, 'VALIDATION_ERROR', 'title'],
    ])('refuses %s', async (_case, body, message, field) => {
      const quote = await createQuote(tenant.api, deal.id);
      expectError(await tenant.api.put(`/quotes/${quote.id}`, body), 400, message, field);
    });
  });

  describe('GET /quotes', () => {
    it('filters by dealId and status, and orders by totalAmount', async () => {
      const { api } = await createTenant();
      const first = await createDeal(api);
      const second = await createDeal(api);
      const small = await createQuote(api, first.id, { title: 'Small' });
      const large = await createQuote(api, first.id, { title: 'Large' });
      const other = await createQuote(api, second.id, { title: 'Other' });
      await createQuoteItem(api, small.id, { quantity: 1, unitPrice: 10 });
      await createQuoteItem(api, large.id, { quantity: 1, unitPrice: 1000 });
      await createQuoteItem(api, other.id, { quantity: 1, unitPrice: 500 });
      await api.put(`/quotes/${other.id}`, { status: 'SENT' });

      const byDeal = await api.get(`/quotes?dealId=${first.id}&orderBy=totalAmount&order=ASC`);
      expect(byDeal.body.data.map((quote: any) => [quote.title, quote.totalAmount])).toEqual([
        ['Small', 10],
        ['Large', 1000],
      ]);
      expect(byDeal.body.meta).toMatchObject({ total: 2 });
      expect((await api.get('/quotes?orderBy=totalAmount')).body.data.map((quote: any) => quote.title)).toEqual(['Large', 'Other', 'Small']);
      expect((await api.get('/quotes?status=SENT')).body.data.map((quote: any) => quote.id)).toEqual([other.id]);
      expectError(await api.get('/quotes?status=WON'), 400, 'INVALID_ENUM_VALUE', 'status');
    });
  });
});
