import { fail, newCompany, run, signIn } from './testing/cli-runner';

/**
 * The operator commands of the billing system and the automatic moves
 * (`charges:receive`, `automations:run`), through the real CLI against the
 * run's finance and sales-contracts services.
 */

// Each CLI run is a Node process of its own, which loads the runtime library.
jest.setTimeout(120_000);

/** A company with a key, signed in, with its reference data (categories, bank accounts) and a person. */
async function companyWithFinance() {
  const { company, user } = await newCompany('Finance Operator Co');
  await run('seed', '--company', company.id);
  const key = await run('keys:create', '--company', company.id, '--user', user.id);
  const api = await signIn(key.apiKey, key.secret);
  const person = (await api.post('/persons', { name: 'Cliente Pagador', personType: 'INDIVIDUAL' })).body;
  const category = (await api.get('/financial-categories?type=REVENUE&limit=100')).body.data.find(
    (one: any) => one.code.split('.').length === 3,
  );
  const bankAccount = (await api.get('/bank-accounts')).body.data[0];
  return { company, api, person, category, bankAccount };
}

describe('charges:receive', () => {
  it('receives a charge: it prints the charge RECEIVED with paidAt, its entry is SETTLED, and a second receive is refused', async () => {
    const { company, api, person, category, bankAccount } = await companyWithFinance();
    const entry = await api.post('/financial-entries', {
      personId: person.id,
      title: 'Mensalidade',
      typeCategory: 'REVENUE',
      originalAmount: 250.5,
      originalDueDate: '2030-01-10',
      financialCategoryId: category.id,
      bankAccountId: bankAccount.id,
    });
    expect(entry.status).toBe(201);
    const charge = (await api.get(`/charges?personId=${person.id}`)).body.data[0];

    const received = await run('charges:receive', '--company', company.id, '--id', charge.id, '--paid-at', '2030-01-09T12:00:00Z');
    expect(received).toMatchObject({ id: charge.id, status: 'RECEIVED', amount: 250.5, paidAt: '2030-01-09T12:00:00.000Z' });
    expect((await api.get(`/financial-entries/${entry.body.id}`)).body).toMatchObject({ status: 'SETTLED', paidAmount: 250.5 });

    expect((await fail(['charges:receive', '--company', company.id, '--id', charge.id])).code).toBe(1);
  });
});

describe('automations:run', () => {
  it('runs the automatic moves of every service for one company as of a date and prints each count', async () => {
    const { company, api, person, category, bankAccount } = await companyWithFinance();
    await api.post('/financial-entries', {
      personId: person.id,
      title: 'Vencida',
      typeCategory: 'REVENUE',
      originalAmount: 100,
      originalDueDate: '2030-01-10',
      financialCategoryId: category.id,
      bankAccountId: bankAccount.id,
    });
    const pipeline = (await api.get('/deal-pipelines')).body.data[0];
    const deal = (await api.post('/deals', { title: 'Negócio', customerId: person.id, dealType: 'SERVICE', dealPipelineId: pipeline.id }))
      .body;
    const quote = (await api.post('/quotes', { dealId: deal.id, title: 'Proposta', validUntil: '2030-01-05' })).body;

    const counts = await run('automations:run', '--company', company.id, '--as-of', '2030-02-01');
    expect(counts).toEqual({ financialEntriesOverdue: 1, chargesOverdue: 1, quotesExpired: 1, contractsExpired: 0 });
    expect((await api.get(`/quotes/${quote.id}`)).body.status).toBe('EXPIRED');
    expect(await run('automations:run', '--company', company.id, '--as-of', '2030-02-01')).toEqual({
      financialEntriesOverdue: 0,
      chargesOverdue: 0,
      quotesExpired: 0,
      contractsExpired: 0,
    });
  });

  it('refuses a malformed --as-of with exit code 2 or 1', async () => {
    expect((await fail(['automations:run', '--as-of', 'yesterday'])).code).toBeGreaterThan(0);
  });
});
