import { AdminSubject } from '@bizapi/contracts';
import { EventTap, Tenant, adminClient, createTenant, eventually } from '@bizapi/testing';
import { EntryRefs, createEntry, entryRefs, expectError, listAll } from '../../testing/finance-fixtures';

/** The operator's NATS client, for this service's own subjects (automations:run also asks sales-contracts). */
async function financeRpc<T>(subject: string, data: unknown): Promise<T> {
  return ((await adminClient()) as any).rpc.request(subject, data);
}

const runOverdue = (companyId: string, asOf: string) =>
  financeRpc<{ financialEntriesOverdue: number; chargesOverdue: number }>(AdminSubject.automationsRun('finance'), { companyId, asOf });

async function chargeOf(api: Tenant['api'], entryId: string) {
  const charge = (await listAll(api, '/charges?limit=100')).find((record) => record.financialEntryId === entryId);
  if (!charge) throw new Error(`no charge of entry ${entryId}`);
  return charge;
}

describe('charges', () => {
  let tap: EventTap;

  beforeAll(async () => {
    tap = await EventTap.open();
  });

  describe('charges:receive', () => {
    let tenant: Tenant;
    let refs: EntryRefs;

    beforeAll(async () => {
      tenant = await createTenant();
      refs = await entryRefs(tenant.api);
    });

    it('makes the charge RECEIVED, its entry SETTLED, moves the bank balance and emits charge.received and financial.settled', async () => {
      const before = (await tenant.api.get(`/bank-accounts/${refs.bankAccountId}`)).body.balance;
      const entry = await createEntry(tenant.api, refs, { title: 'Consultoria março', originalAmount: 1234.56, paymentMethod: 'PIX' });
      const charge = await chargeOf(tenant.api, entry.id);

      const received = (await (await adminClient()).receiveCharge(tenant.company.id, charge.id, '2030-01-12T15:30:00Z')) as any;

      expect(received).toEqual({ ...charge, status: 'RECEIVED', paidAt: '2030-01-12T15:30:00.000Z', updatedAt: expect.any(String) });
      expect((await tenant.api.get(`/charges/${charge.id}`)).body).toEqual(received);
      const settled = (await tenant.api.get(`/financial-entries/${entry.id}`)).body;
      expect(settled).toEqual({ ...entry, status: 'SETTLED', paidAmount: 1234.56, paymentDate: '2030-01-12T15:30:00.000Z', updatedAt: expect.any(String) });
      expect((await tenant.api.get(`/bank-accounts/${refs.bankAccountId}`)).body.balance).toBe(Math.round((before + 1234.56) * 100) / 100);

      const event = await tap.waitFor((candidate) => candidate.event === 'financial.settled' && (candidate.data as any).id === entry.id);
      expect(event).toMatchObject({ companyId: tenant.company.id, data: settled });
      await tap.waitFor((candidate) => candidate.event === 'charge.received' && (candidate.data as any).id === charge.id);
    });

    it('refuses a second receive of the same charge with 409 CONFLICT and changes nothing', async () => {
      const entry = await createEntry(tenant.api, refs, { title: 'Duas vezes' });
      const charge = await chargeOf(tenant.api, entry.id);
      const client = await adminClient();
      await client.receiveCharge(tenant.company.id, charge.id, '2030-01-10');
      const balance = (await tenant.api.get(`/bank-accounts/${refs.bankAccountId}`)).body.balance;
      const settled = (await tenant.api.get(`/financial-entries/${entry.id}`)).body;

      await expect(client.receiveCharge(tenant.company.id, charge.id, '2030-02-10')).rejects.toMatchObject({ code: 'CONFLICT', statusCode: 409 });

      expect((await tenant.api.get(`/financial-entries/${entry.id}`)).body).toEqual(settled);
      expect((await tenant.api.get(`/charges/${charge.id}`)).body.paidAt).toBe('2030-01-10T00:00:00.000Z');
      expect((await tenant.api.get(`/bank-accounts/${refs.bankAccountId}`)).body.balance).toBe(balance);
    });

    it('receives one charge exactly once under concurrent receives', async () => {
      const entry = await createEntry(tenant.api, refs, { title: 'Concorrente', originalAmount: 10 });
      const charge = await chargeOf(tenant.api, entry.id);
      const balance = (await tenant.api.get(`/bank-accounts/${refs.bankAccountId}`)).body.balance;
      const client = await adminClient();
      const outcomes = await Promise.allSettled([1, 2, 3].map(() => client.receiveCharge(tenant.company.id, charge.id)));
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      expect((await tenant.api.get(`/bank-accounts/${refs.bankAccountId}`)).body.balance).toBe(Math.round((balance + 10) * 100) / 100);
    });

    it('deactivates the charge with its entry (operator deactivate)', async () => {
      const entry = await createEntry(tenant.api, refs, { title: 'Desativada' });
      const charge = await chargeOf(tenant.api, entry.id);
      await (await adminClient()).deactivate(tenant.company.id, 'financial-entries', entry.id);
      expectError(await tenant.api.get(`/charges/${charge.id}`), 404, 'RESOURCE_NOT_FOUND');
      await expect((await adminClient()).receiveCharge(tenant.company.id, charge.id)).rejects.toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
    });

    it('refuses an unknown charge, another company’s and a malformed paid-at', async () => {
      const client = await adminClient();
      const other = await createTenant();
      const entry = await createEntry(other.api, await entryRefs(other.api));
      const foreign = await chargeOf(other.api, entry.id);
      await expect(client.receiveCharge(tenant.company.id, foreign.id)).rejects.toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
      await expect(client.receiveCharge(tenant.company.id, 'not-an-id')).rejects.toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
      await expect(client.receiveCharge(other.company.id, foreign.id, '12/01/2030')).rejects.toMatchObject({ code: 'INVALID_DATE_FORMAT' });
      expect((await other.api.get(`/charges/${foreign.id}`)).body.status).toBe('PENDING');
    });

    it('makes accounting post the automatic journal entry of the settlement', async () => {
      const entry = await createEntry(tenant.api, refs, { title: 'Projeto contábil', originalAmount: 777.77 });
      const charge = await chargeOf(tenant.api, entry.id);
      await (await adminClient()).receiveCharge(tenant.company.id, charge.id, '2030-01-15');
      const description = `Recebimento ${entry.code} Projeto contábil`;
      const posted = await eventually(
        async () => {
          const { body } = await tenant.api.get('/accounting-journal-entries?status=POSTED&limit=100');
          return body.data.find((journal: any) => journal.isAutomatic && journal.description === description);
        },
        20_000,
        1_000,
      );
      expect(posted).toMatchObject({ entryDate: '2030-01-15T00:00:00.000Z', totalDebit: 777.77, totalCredit: 777.77 });
    });
  });

  describe('automatic moves to OVERDUE', () => {
    it('moves PENDING entries and charges due before the day to OVERDUE, once, with their events', async () => {
      const { api, company } = await createTenant();
      const refs = await entryRefs(api);
      const late = await createEntry(api, refs, { title: 'Atrasada', originalDueDate: '2030-03-09' });
      const dueToday = await createEntry(api, refs, { title: 'Vence hoje', originalDueDate: '2030-03-10' });
      const expense = await createEntry(api, refs, { title: 'Despesa atrasada', typeCategory: 'EXPENSE', originalDueDate: '2030-03-01' });
      const paid = await createEntry(api, refs, { title: 'Paga', originalDueDate: '2030-03-01' });
      await (await adminClient()).receiveCharge(company.id, (await chargeOf(api, paid.id)).id, '2030-03-01');

      expect(await runOverdue(company.id, '2030-03-10T12:00:00Z')).toEqual({ financialEntriesOverdue: 2, chargesOverdue: 1 });
      expect(await runOverdue(company.id, '2030-03-10T12:00:00Z')).toEqual({ financialEntriesOverdue: 0, chargesOverdue: 0 });

      const statuses = Object.fromEntries((await listAll(api, '/financial-entries?limit=100')).map((entry) => [entry.id, entry.status]));
      expect(statuses).toEqual({ [late.id]: 'OVERDUE', [dueToday.id]: 'PENDING', [expense.id]: 'OVERDUE', [paid.id]: 'SETTLED' });
      expect((await chargeOf(api, late.id)).status).toBe('OVERDUE');
      expect((await chargeOf(api, dueToday.id)).status).toBe('PENDING');
      expect((await api.get('/financial-entries?status=OVERDUE')).body.meta.total).toBe(2);

      const overdue = await tap.waitFor((event) => event.event === 'financial.overdue' && (event.data as any).id === late.id);
      expect(overdue.data).toEqual((await api.get(`/financial-entries/${late.id}`)).body);
      await tap.waitFor((event) => event.event === 'charge.overdue' && (event.data as any).financialEntryId === late.id);

      // An overdue charge can still be received: its entry is then SETTLED.
      await (await adminClient()).receiveCharge(company.id, (await chargeOf(api, late.id)).id);
      expect((await api.get(`/financial-entries/${late.id}`)).body.status).toBe('SETTLED');
    });

    it('runs over every company when none is named', async () => {
      // As of a day before any test's due dates: the path over all companies, moving nothing of the other test files.
      expect(await financeRpc(AdminSubject.automationsRun('finance'), { asOf: '2000-01-01T00:00:00.000Z' })).toEqual({ financialEntriesOverdue: 0, chargesOverdue: 0 });
    });

    it('refuses a malformed asOf', async () => {
      await expect(runOverdue('0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e', 'yesterday')).rejects.toMatchObject({ code: 'INVALID_DATE_FORMAT' });
    });
  });

  it('charges are read-only through the API', async () => {
    const { api } = await createTenant();
    expectError(await api.post('/charges', {}), 404, 'ROUTE_NOT_FOUND');
  });
});
