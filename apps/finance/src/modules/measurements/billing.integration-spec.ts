import { EventTap, Tenant, createTenant } from '@bizapi/testing';
import { API_DATE_TIME_PATTERN, EntryRefs, category, entryRefs, expectError, listAll } from '../../testing/finance-fixtures';

const DATE_TIME = expect.stringMatching(API_DATE_TIME_PATTERN);

describe('measurements, invoices and provisioning', () => {
  let tenant: Tenant;
  let refs: EntryRefs;
  let tap: EventTap;

  beforeAll(async () => {
    tap = await EventTap.open();
    tenant = await createTenant();
    refs = await entryRefs(tenant.api);
  });

  describe('measurements', () => {
    it('creates a DRAFT, SIMPLE measurement with totalAmount 0 and the person name, and emits measurement.created', async () => {
      const response = await tenant.api.post('/measurements', { title: 'Medição 01/2030', personId: refs.personId, startDate: '2030-01-01', endDate: '2030-01-31' });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        title: 'Medição 01/2030',
        personId: refs.personId,
        personName: 'Comercial Andrade Ltda',
        measurementType: 'SIMPLE',
        status: 'DRAFT',
        totalAmount: 0,
        startDate: '2030-01-01T00:00:00.000Z',
        endDate: '2030-01-31T00:00:00.000Z',
        isActive: true,
        createdAt: DATE_TIME,
        updatedAt: DATE_TIME,
      });
      expect((await tenant.api.get(`/measurements/${response.body.id}`)).body).toEqual(response.body);
      const event = await tap.waitFor((candidate) => candidate.event === 'measurement.created' && (candidate.data as any).id === response.body.id);
      expect(event.data).toEqual(response.body);
    });

    it('takes DETAILED, and filters by status and person', async () => {
      const { api } = await createTenant();
      const own = await entryRefs(api);
      const detailed = (await api.post('/measurements', { title: 'Detalhada', personId: own.personId, measurementType: 'DETAILED' })).body;
      expect(detailed.measurementType).toBe('DETAILED');
      expect((await listAll(api, `/measurements?status=DRAFT&personId=${own.personId}`)).map((record) => record.id)).toEqual([detailed.id]);
      expect(await listAll(api, '/measurements?status=APPROVED')).toEqual([]);
    });

    it.each([
      ['a status', { status: 'APPROVED' }, 'VALIDATION_ERROR', 'status'],
      ['a totalAmount', { totalAmount: 10 }, 'VALIDATION_ERROR', 'totalAmount'],
      ['no title', { title: undefined }, 'VALIDATION_ERROR', 'title'],
      ['no personId', { personId: undefined }, 'VALIDATION_ERROR', 'personId'],
      ['an unknown measurementType', { measurementType: 'FULL' }, 'INVALID_ENUM_VALUE', 'measurementType'],
      ['a date-time startDate', { startDate: '2030-01-01T00:00:00Z' }, 'INVALID_DATE_FORMAT', 'startDate'],
      ['an endDate before startDate', { startDate: '2030-02-01', endDate: '2030-01-01' }, 'VALIDATION_ERROR', 'endDate'],
    ])('refuses %s', async (_case, fields, message, field) => {
      expectError(await tenant.api.post('/measurements', { title: 'Medição', personId: refs.personId, ...fields }), 400, message, field);
    });
  });

  describe('invoices', () => {
    it('creates a DRAFT invoice of a measurement, accepting description without echoing it, and emits invoice.created', async () => {
      const measurement = (await tenant.api.post('/measurements', { title: 'Medição faturada', personId: refs.personId })).body;
      const response = await tenant.api.post('/invoices', {
        personId: refs.personId,
        measurementId: measurement.id,
        invoiceAmount: 4500.5,
        dueDate: '2030-02-10',
        description: 'Serviços de janeiro',
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        personId: refs.personId,
        personName: 'Comercial Andrade Ltda',
        measurementId: measurement.id,
        invoiceAmount: 4500.5,
        status: 'DRAFT',
        dueDate: '2030-02-10T00:00:00.000Z',
        isActive: true,
        createdAt: DATE_TIME,
        updatedAt: DATE_TIME,
      });
      expect((await tenant.api.get(`/invoices/${response.body.id}`)).body).toEqual(response.body);
      await tap.waitFor((candidate) => candidate.event === 'invoice.created' && (candidate.data as any).id === response.body.id);
    });

    it.each([
      ['a zero amount', { invoiceAmount: 0 }, 'VALIDATION_ERROR', 'invoiceAmount'],
      ['no amount', { invoiceAmount: undefined }, 'VALIDATION_ERROR', 'invoiceAmount'],
      ['a status', { status: 'PAID' }, 'VALIDATION_ERROR', 'status'],
      ['an unknown measurement', { measurementId: '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e' }, 'VALIDATION_ERROR', 'measurementId'],
      ['a malformed dueDate', { dueDate: '2030-13-01' }, 'INVALID_DATE_FORMAT', 'dueDate'],
    ])('refuses %s', async (_case, fields, message, field) => {
      expectError(await tenant.api.post('/invoices', { personId: refs.personId, invoiceAmount: 10, ...fields }), 400, message, field);
    });

    it("refuses another company's measurement", async () => {
      const other = await createTenant();
      const otherRefs = await entryRefs(other.api);
      const foreign = (await other.api.post('/measurements', { title: 'Alheia', personId: otherRefs.personId })).body;
      expectError(await tenant.api.post('/invoices', { personId: refs.personId, invoiceAmount: 10, measurementId: foreign.id }), 400, 'VALIDATION_ERROR', 'measurementId');
    });
  });

  describe('provisioning', () => {
    it('creates a provisioning with its references checked, and filters by typeCategory', async () => {
      const { api } = await createTenant();
      const own = await entryRefs(api);
      const costCenter = (await listAll(api, '/cost-centers'))[0];
      const response = await api.post('/provisioning', {
        title: 'Provisão de 13º salário',
        amount: 12000,
        typeCategory: 'EXPENSE',
        startDate: '2030-01-01',
        repeatPeriod: 'MONTHLY',
        bankAccountId: own.bankAccountId,
        financialCategoryId: (await category(api, '2.02.001')).id,
        costCenterId: costCenter.id,
        personId: own.personId,
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        title: 'Provisão de 13º salário',
        amount: 12000,
        typeCategory: 'EXPENSE',
        repeatPeriod: 'MONTHLY',
        startDate: '2030-01-01T00:00:00.000Z',
        endDate: null,
        bankAccountId: own.bankAccountId,
        costCenterId: costCenter.id,
        personId: own.personId,
        isActive: true,
      });
      expect((await listAll(api, '/provisioning?typeCategory=EXPENSE')).map((record) => record.id)).toEqual([response.body.id]);
      expect(await listAll(api, '/provisioning?typeCategory=REVENUE')).toEqual([]);
      await tap.waitFor((candidate) => candidate.event === 'provisioning.created' && (candidate.data as any).id === response.body.id);
    });

    it.each([
      ['a zero amount', { amount: 0 }, 'VALIDATION_ERROR', 'amount'],
      ['no startDate', { startDate: undefined }, 'VALIDATION_ERROR', 'startDate'],
      ['an unknown repeatPeriod', { repeatPeriod: 'YEARLY' }, 'INVALID_ENUM_VALUE', 'repeatPeriod'],
      ['an unknown cost center', { costCenterId: '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e' }, 'VALIDATION_ERROR', 'costCenterId'],
      ['an unknown person', { personId: '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e' }, 'VALIDATION_ERROR', 'personId'],
      ['an unknown typeCategory', { typeCategory: 'BOTH' }, 'INVALID_ENUM_VALUE', 'typeCategory'],
    ])('refuses %s', async (_case, fields, message, field) => {
      expectError(await tenant.api.post('/provisioning', { title: 'Provisão', amount: 10, typeCategory: 'EXPENSE', startDate: '2030-01-01', ...fields }), 400, message, field);
    });

    it('refuses a revenue category on an expense provisioning', async () => {
      const body = { title: 'Provisão', amount: 10, typeCategory: 'EXPENSE', startDate: '2030-01-01', financialCategoryId: refs.revenueCategoryId };
      expectError(await tenant.api.post('/provisioning', body), 400, 'VALIDATION_ERROR', 'financialCategoryId');
    });
  });
});
