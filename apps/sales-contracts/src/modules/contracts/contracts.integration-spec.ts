import { Tenant, adminClient, createTenant, queryDatabase } from '@bizapi/testing';
import {
  API_DATE_TIME,
  NOBODYS_ID,
  createContract,
  createContractItem,
  createPerson,
  createSign,
  expectError,
  outboxEvents,
} from '../../testing/sales-fixtures';

describe('recurring contracts', () => {
  let tenant: Tenant;
  let sign: any;

  beforeAll(async () => {
    tenant = await createTenant();
    sign = await createSign(tenant.api);
  });

  describe('POST /contracts', () => {
    it('creates an ACTIVE contract: startDate at 00:00:00.000Z, endDate at 23:59:59.000Z, MANUAL and PRE_PAID by default', async () => {
      const response = await tenant.api.post('/contracts', { signId: sign.id, title: 'Support', startDate: '2026-01-01', endDate: '2026-12-31', monthlyAmount: 1234.56 });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        signId: sign.id,
        title: 'Support',
        status: 'ACTIVE',
        startDate: '2026-01-01T00:00:00.000Z',
        endDate: '2026-12-31T23:59:59.000Z',
        monthlyAmount: 1234.56,
        renewalType: 'MANUAL',
        billingType: 'PRE_PAID',
        isActive: true,
        createdAt: API_DATE_TIME,
        updatedAt: API_DATE_TIME,
      });
      expect((await tenant.api.get(`/contracts/${response.body.id}`)).body).toEqual(response.body);
      const events = await outboxEvents(queryDatabase, response.body.id);
      expect(events.map((event) => event.event)).toEqual(['contract.created']);
      expect(events[0].data).toEqual(response.body);
    });

    it('takes renewalType, billingType and date-times; one day is a valid contract', async () => {
      expect(
        await createContract(tenant.api, sign.id, {
          renewalType: 'AUTO',
          billingType: 'POST_PAID',
          startDate: '2026-03-01T10:00:00Z',
          endDate: '2026-03-01T10:00:00Z',
        }),
      ).toMatchObject({ renewalType: 'AUTO', billingType: 'POST_PAID', startDate: '2026-03-01T10:00:00.000Z', endDate: '2026-03-01T10:00:00.000Z' });
      expect(await createContract(tenant.api, sign.id, { startDate: '2026-03-01', endDate: '2026-03-01' })).toMatchObject({
        startDate: '2026-03-01T00:00:00.000Z',
        endDate: '2026-03-01T23:59:59.000Z',
      });
    });

    it.each([
      ['no signId', { signId: undefined }, 'VALIDATION_ERROR', 'signId'],
      ['an unknown sign', { signId: NOBODYS_ID }, 'VALIDATION_ERROR', 'signId'],
      ['an endDate before startDate', { startDate: '2026-06-01', endDate: '2026-05-31' }, 'VALIDATION_ERROR', 'endDate'],
      ['no startDate', { startDate: undefined }, 'VALIDATION_ERROR', 'startDate'],
      ['no endDate', { endDate: undefined }, 'VALIDATION_ERROR', 'endDate'],
      ['a malformed startDate', { startDate: '2026/01/01' }, 'INVALID_DATE_FORMAT', 'startDate'],
      ['no monthlyAmount', { monthlyAmount: undefined }, 'VALIDATION_ERROR', 'monthlyAmount'],
      ['a negative monthlyAmount', { monthlyAmount: -1 }, 'VALIDATION_ERROR', 'monthlyAmount'],
      ['an unknown renewalType', { renewalType: 'YEARLY' }, 'INVALID_ENUM_VALUE', 'renewalType'],
      ['an unknown billingType', { billingType: 'LATER' }, 'INVALID_ENUM_VALUE', 'billingType'],
      ['a status', { status: 'ACTIVE' }, 'VALIDATION_ERROR', 'status'],
      ['a personId', { personId: NOBODYS_ID }, 'VALIDATION_ERROR', 'personId'],
      ['a title over 255 characters', { title: 'c'.repeat(256) }, 'VALIDATION_ERROR', 'title'],
    ])('refuses %s', async (_case, fields, message, field) => {
      const body = { signId: sign.id, title: 'Contract', startDate: '2026-01-01', endDate: '2026-12-31', monthlyAmount: 100, ...fields };
      expectError(await tenant.api.post('/contracts', body), 400, message, field);
    });

    it('refuses a sign of another company', async () => {
      const other = await createTenant();
      const foreign = await createSign(other.api);
      expectError(
        await tenant.api.post('/contracts', { signId: foreign.id, title: 'x', startDate: '2026-01-01', endDate: '2026-01-02', monthlyAmount: 1 }),
        400,
        'VALIDATION_ERROR',
        'signId',
      );
    });
  });

  describe('PUT /contracts/:id', () => {
    it('changes title, status, endDate, monthlyAmount, renewalType and billingType', async () => {
      const contract = await createContract(tenant.api, sign.id);
      const body = { title: 'Renamed', status: 'SUSPENDED', endDate: '2027-06-30', monthlyAmount: 99.9, renewalType: 'AUTO', billingType: 'POST_PAID' };
      const response = await tenant.api.put(`/contracts/${contract.id}`, body);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ...contract, ...body, endDate: '2027-06-30T23:59:59.000Z', updatedAt: API_DATE_TIME });
      expect((await outboxEvents(queryDatabase, contract.id)).map((event) => event.event)).toEqual(['contract.created', 'contract.updated']);
    });

    it.each(['ACTIVE', 'SUSPENDED', 'TERMINATED', 'EXPIRED'])('sets status %s', async (status) => {
      const contract = await createContract(tenant.api, sign.id);
      expect((await tenant.api.put(`/contracts/${contract.id}`, { status })).body.status).toBe(status);
    });

    it.each([
      ['an endDate before startDate', { endDate: '2025-12-31' }, 'VALIDATION_ERROR', 'endDate'],
      ['a startDate', { startDate: '2026-02-01' }, 'VALIDATION_ERROR', 'startDate'],
      ['a signId', { signId: NOBODYS_ID }, 'VALIDATION_ERROR', 'signId'],
      ['an unknown status', { status: 'OPEN' }, 'INVALID_ENUM_VALUE', 'status'],
    ])('refuses %s', async (_case, body, message, field) => {
      const contract = await createContract(tenant.api, sign.id);
      expectError(await tenant.api.put(`/contracts/${contract.id}`, body), 400, message, field);
    });
  });

  describe('GET /contracts', () => {
    it("filters by status and by the person of the contract's sign", async () => {
      const { api } = await createTenant();
      const ana = await createPerson(api, { name: 'Ana' });
      const bruno = await createPerson(api, { name: 'Bruno' });
      const anaSign = await createSign(api, { personId: ana.id });
      const brunoSign = await createSign(api, { personId: bruno.id });
      const noOneSign = await createSign(api);
      const first = await createContract(api, anaSign.id);
      const second = await createContract(api, anaSign.id);
      const third = await createContract(api, brunoSign.id);
      await createContract(api, noOneSign.id);
      await api.put(`/contracts/${second.id}`, { status: 'TERMINATED' });

      expect((await api.get(`/contracts?personId=${ana.id}&order=ASC`)).body.data.map((c: any) => c.id)).toEqual([first.id, second.id]);
      expect((await api.get(`/contracts?personId=${bruno.id}`)).body.data.map((c: any) => c.id)).toEqual([third.id]);
      expect((await api.get(`/contracts?personId=${ana.id}&status=ACTIVE`)).body.data.map((c: any) => c.id)).toEqual([first.id]);
      expect((await api.get('/contracts?status=TERMINATED')).body.meta.total).toBe(1);
      expect((await api.get('/contracts?personId=nobody')).body.data).toEqual([]);
    });
  });
});

describe('contract items', () => {
  let tenant: Tenant;
  let contract: any;

  beforeAll(async () => {
    tenant = await createTenant();
    contract = await createContract(tenant.api, (await createSign(tenant.api)).id);
  });

  it('creates an item with quantity 1 and no unitPrice by default', async () => {
    const response = await tenant.api.post('/contract-items', { contractId: contract.id, description: 'Seat' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      contractId: contract.id,
      description: 'Seat',
      quantity: 1,
      unitPrice: null,
      isActive: true,
      createdAt: API_DATE_TIME,
      updatedAt: API_DATE_TIME,
    });
    expect((await tenant.api.get(`/contract-items/${response.body.id}`)).body).toEqual(response.body);
  });

  it('updates description, quantity and unitPrice', async () => {
    const item = await createContractItem(tenant.api, contract.id, { quantity: 2.5, unitPrice: 10 });
    const response = await tenant.api.put(`/contract-items/${item.id}`, { description: 'Seats', quantity: 4, unitPrice: null });
    expect(response.body).toEqual({ ...item, description: 'Seats', quantity: 4, unitPrice: null, updatedAt: API_DATE_TIME });
  });

  it.each([
    ['no contractId', { contractId: undefined }, 'contractId'],
    ['an unknown contract', { contractId: NOBODYS_ID }, 'contractId'],
    ['no description', { description: undefined }, 'description'],
    ['a zero quantity', { quantity: 0 }, 'quantity'],
    ['a negative unitPrice', { unitPrice: -1 }, 'unitPrice'],
  ])('refuses %s', async (_case, fields, field) => {
    expectError(await tenant.api.post('/contract-items', { contractId: contract.id, description: 'Line', ...fields }), 400, 'VALIDATION_ERROR', field);
  });

  it('lists the items of a contract, and hides them once the contract is deactivated', async () => {
    const { api, company } = await createTenant();
    const signId = (await createSign(api)).id;
    const mine = await createContract(api, signId);
    const other = await createContract(api, signId);
    const a = await createContractItem(api, mine.id, { description: 'A' });
    await createContractItem(api, other.id, { description: 'Other' });
    const b = await createContractItem(api, mine.id, { description: 'B' });
    expect((await api.get(`/contract-items?contractId=${mine.id}`)).body.data).toEqual([a, b]);
    await (await adminClient()).deactivate(company.id, 'contracts', mine.id);
    expectError(await api.get(`/contract-items/${a.id}`), 404, 'RESOURCE_NOT_FOUND');
    expect((await api.get(`/contract-items?contractId=${mine.id}`)).body.meta.total).toBe(0);
  });
});
