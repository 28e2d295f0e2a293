import { EventTap, Tenant, adminClient, createTenant, queryDatabase } from '@bizapi/testing';
import { API_DATE_TIME_PATTERN, EntryRefs, createEntry, entryBody, entryRefs, expectError, listAll } from '../../testing/finance-fixtures';

const DATE_TIME = expect.stringMatching(API_DATE_TIME_PATTERN);

describe('financial entries', () => {
  let tenant: Tenant;
  let refs: EntryRefs;
  let tap: EventTap;

  beforeAll(async () => {
    tap = await EventTap.open();
    tenant = await createTenant();
    refs = await entryRefs(tenant.api);
  });

  describe('POST /financial-entries', () => {
    it('creates a PENDING entry with the names beside its references, and answers 201 with the get shape', async () => {
      const response = await tenant.api.post('/financial-entries', entryBody(refs, { paymentMethod: 'PIX', notes: 'Contrato 42' }));

      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        code: expect.stringMatching(/^FIN-\d{6}$/),
        title: 'Mensalidade de consultoria',
        personId: refs.personId,
        personName: 'Comercial Andrade Ltda',
        typeCategory: 'REVENUE',
        status: 'PENDING',
        originalAmount: 1500,
        paidAmount: null,
        originalDueDate: '2030-01-10T00:00:00.000Z',
        paymentDate: null,
        financialCategoryId: refs.revenueCategoryId,
        financialCategoryName: 'Receitas de serviços',
        bankAccountId: refs.bankAccountId,
        bankAccountName: 'Itaú Unibanco',
        paymentMethod: 'PIX',
        installmentNumber: 1,
        totalInstallments: 1,
        isActive: true,
        createdAt: DATE_TIME,
        updatedAt: DATE_TIME,
        discountAmount: 0,
        interestAmount: 0,
        fineAmount: 0,
        notes: 'Contrato 42',
      });
      expect((await tenant.api.get(`/financial-entries/${response.body.id}`)).body).toEqual(response.body);
      const listed = (await listAll(tenant.api, `/financial-entries?search=${encodeURIComponent('Mensalidade')}&limit=100`)).find((entry) => entry.id === response.body.id);
      const { discountAmount, interestAmount, fineAmount, notes, ...record } = response.body;
      expect([discountAmount, interestAmount, fineAmount, notes]).toEqual([0, 0, 0, 'Contrato 42']);
      expect(listed).toEqual(record);
    });

    it('splits installments to the cent with the remainder on the last, monthly from the original day, and answers installment 1', async () => {
      const { api } = await createTenant();
      const own = await entryRefs(api);
      const response = await api.post('/financial-entries', entryBody(own, { title: 'Parcelado', originalAmount: 100, originalDueDate: '2031-01-31', totalInstallments: 4 }));

      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ installmentNumber: 1, totalInstallments: 4, originalAmount: 25, originalDueDate: '2031-01-31T00:00:00.000Z' });

      const list = await api.get('/financial-entries?orderBy=originalDueDate&order=ASC');
      expect(list.body.meta.total).toBe(4);
      expect(list.body.data.map((entry: any) => [entry.installmentNumber, entry.originalAmount, entry.originalDueDate])).toEqual([
        [1, 25, '2031-01-31T00:00:00.000Z'],
        [2, 25, '2031-02-28T00:00:00.000Z'],
        [3, 25, '2031-03-31T00:00:00.000Z'],
        [4, 25, '2031-04-30T00:00:00.000Z'],
      ]);
      expect(new Set(list.body.data.map((entry: any) => entry.code)).size).toBe(4);

      const uneven = await api.post('/financial-entries', entryBody(own, { title: 'Terços', originalAmount: 100, totalInstallments: 3 }));
      const thirds = await listAll(api, `/financial-entries?search=${encodeURIComponent('Terços')}&orderBy=originalDueDate&order=ASC`);
      expect(thirds.map((entry) => entry.originalAmount)).toEqual([33.33, 33.33, 33.34]);
      expect(uneven.body.id).toBe(thirds[0].id);
      expect((await api.get('/financial-entries')).body.meta.total).toBe(7);
      expect((await api.get('/charges')).body.meta.total).toBe(7);
    });

    it('writes 120 installments, their charges and one financial.created per installment', async () => {
      const { api, company } = await createTenant();
      const own = await entryRefs(api);
      const response = await api.post('/financial-entries', entryBody(own, { title: 'Financiamento', originalAmount: 1_000_000.01, totalInstallments: 120, originalDueDate: '2030-12-31' }));
      expect(response.status).toBe(201);

      const rows = await queryDatabase<{ n: string; total: string; last: string }>(
        `SELECT count(*) AS n, sum(original_amount) AS total, max(original_due_date)::text AS last FROM finance.financial_entries WHERE company_id = $1`,
        [company.id],
      );
      expect(rows[0]).toEqual({ n: '120', total: '1000000.01', last: '2040-11-30' });
      expect((await api.get('/financial-entries')).body.meta.total).toBe(120);
      expect((await api.get('/charges?status=PENDING')).body.meta.total).toBe(120);
      // Published in the order written (financial.created k, then charge.created k): the last charge comes after the last entry.
      const eventsNamed = (name: string) => tap.of(company.id).filter((event) => event.event === name);
      await tap.waitFor(() => eventsNamed('financial.created').length >= 120 && eventsNamed('charge.created').length >= 120, 20_000);
      const created = eventsNamed('financial.created');
      expect(created.map((event: any) => event.data.installmentNumber)).toEqual(Array.from({ length: 120 }, (_, index) => index + 1));
      expect(eventsNamed('charge.created')).toHaveLength(120);
    });

    it('keeps codes unique and gapless and totals exact under concurrent installment creates', async () => {
      const { api } = await createTenant();
      const own = await entryRefs(api);
      const responses = await Promise.all([1, 2, 3, 4, 5].map((n) => api.post('/financial-entries', entryBody(own, { title: `Paralela ${n}`, totalInstallments: 3 }))));
      expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
      const entries = await listAll(api, '/financial-entries?limit=100');
      expect(entries).toHaveLength(15);
      expect(entries.map((entry) => entry.code).sort()).toEqual(Array.from({ length: 15 }, (_, index) => `FIN-${String(index + 1).padStart(6, '0')}`));
      expect((await api.get('/financial-entries')).body.meta.total).toBe(15);
      expect((await api.get('/charges')).body.meta.total).toBe(15);
    });

    it('gives an EXPENSE entry no charge, and defaults a revenue charge to BANK_SLIP', async () => {
      const { api } = await createTenant();
      const own = await entryRefs(api);
      const expense = await createEntry(api, own, { typeCategory: 'EXPENSE', title: 'Aluguel' });
      const revenue = await createEntry(api, own, { title: 'Serviço' });
      const charges = await listAll(api, '/charges');
      expect(charges).toHaveLength(1);
      expect(charges[0]).toEqual({
        id: expect.any(String),
        financialEntryId: revenue.id,
        personId: own.personId,
        personName: 'Comercial Andrade Ltda',
        amount: 1500,
        status: 'PENDING',
        dueDate: '2030-01-10T00:00:00.000Z',
        paidAt: null,
        paymentMethod: 'BANK_SLIP',
        isActive: true,
        createdAt: DATE_TIME,
        updatedAt: DATE_TIME,
      });
      expect(expense.financialCategoryName).toBe('Aluguel e condomínio');
    });

    it.each([
      ['a status', { status: 'SETTLED' }, 'VALIDATION_ERROR', 'status'],
      ['a code', { code: 'FIN-1' }, 'VALIDATION_ERROR', 'code'],
      ['a zero amount', { originalAmount: 0 }, 'VALIDATION_ERROR', 'originalAmount'],
      ['a negative amount', { originalAmount: -5 }, 'VALIDATION_ERROR', 'originalAmount'],
      ['an amount with 3 decimals', { originalAmount: 1.005 }, 'VALIDATION_ERROR', 'originalAmount'],
      ['0 installments', { totalInstallments: 0 }, 'VALIDATION_ERROR', 'totalInstallments'],
      ['121 installments', { totalInstallments: 121 }, 'VALIDATION_ERROR', 'totalInstallments'],
      ['1.5 installments', { totalInstallments: 1.5 }, 'VALIDATION_ERROR', 'totalInstallments'],
      ['no title', { title: undefined }, 'VALIDATION_ERROR', 'title'],
      ['a title over 255 characters', { title: 't'.repeat(256) }, 'VALIDATION_ERROR', 'title'],
      ['no personId', { personId: undefined }, 'VALIDATION_ERROR', 'personId'],
      ['no financialCategoryId', { financialCategoryId: undefined }, 'VALIDATION_ERROR', 'financialCategoryId'],
      ['no bankAccountId', { bankAccountId: undefined }, 'VALIDATION_ERROR', 'bankAccountId'],
      ['an unknown typeCategory', { typeCategory: 'INCOME' }, 'INVALID_ENUM_VALUE', 'typeCategory'],
      ['an unknown paymentMethod', { paymentMethod: 'CHEQUE' }, 'INVALID_ENUM_VALUE', 'paymentMethod'],
      ['a malformed due date', { originalDueDate: '10/01/2030' }, 'INVALID_DATE_FORMAT', 'originalDueDate'],
      ['a due date that does not exist', { originalDueDate: '2030-02-30' }, 'INVALID_DATE_FORMAT', 'originalDueDate'],
      ['an expense category on a revenue', { financialCategoryId: 'expense' }, 'VALIDATION_ERROR', 'financialCategoryId'],
    ])('refuses %s', async (_case, fields, message, field) => {
      const body = entryBody(refs, fields);
      if ((fields as Record<string, unknown>).financialCategoryId === 'expense') body.financialCategoryId = refs.expenseCategoryId;
      expectError(await tenant.api.post('/financial-entries', body), 400, message, field);
    });
  });

  describe('GET /financial-entries', () => {
    it('filters by due date range, type, status and person', async () => {
      const { api } = await createTenant();
      const own = await entryRefs(api);
      const january = await createEntry(api, own, { title: 'Janeiro', originalDueDate: '2030-01-31' });
      const february = await createEntry(api, own, { title: 'Fevereiro', originalDueDate: '2030-02-01', typeCategory: 'EXPENSE' });
      const ids = async (query: string) => (await listAll(api, `/financial-entries?${query}`)).map((entry) => entry.id);

      expect(await ids('dueDateFrom=2030-01-31&dueDateTo=2030-01-31')).toEqual([january.id]);
      expect(await ids('dueDateFrom=2030-02-01')).toEqual([february.id]);
      expect(await ids('dueDateTo=2030-01-30')).toEqual([]);
      expect(await ids('typeCategory=EXPENSE')).toEqual([february.id]);
      expect(await ids('status=PENDING&orderBy=originalDueDate&order=ASC')).toEqual([january.id, february.id]);
      expect(await ids(`personId=${own.personId}&orderBy=title&order=ASC`)).toEqual([february.id, january.id]);
      expectError(await api.get('/financial-entries?dueDateFrom=2030-1-1'), 400, 'INVALID_DATE_FORMAT', 'dueDateFrom');
      expectError(await api.get('/financial-entries?dueDateTo=2030-01-01T00:00:00Z'), 400, 'INVALID_DATE_FORMAT', 'dueDateTo');
      expectError(await api.get('/financial-entries?status=PAID'), 400, 'INVALID_ENUM_VALUE', 'status');
    });

    it('hides an entry the operator deactivated', async () => {
      const entry = await createEntry(tenant.api, refs, { title: 'Deactivated' });
      await (await adminClient()).deactivate(tenant.company.id, 'financial-entries', entry.id);
      expectError(await tenant.api.get(`/financial-entries/${entry.id}`), 404, 'RESOURCE_NOT_FOUND');
    });
  });
});
