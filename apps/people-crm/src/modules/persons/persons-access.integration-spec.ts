import { HttpClient, Tenant, adminClient, createTenant } from '@bizapi/testing';
import { CPF, NOBODYS_ID, comparable, createPerson, expectError } from '../../testing/people-fixtures';

/**
 * Persons that are not the caller's to see (spec convention 3): records the
 * operator deactivated, and records of another company, answer 404
 * RESOURCE_NOT_FOUND exactly as an id nobody has.
 */

const newCompany = (): Promise<Tenant> => createTenant({ seed: false });
const individual = (fields: Record<string, unknown> = {}) => ({ name: 'Maria da Silva', personType: 'INDIVIDUAL', ...fields });

describe('a person deactivated by the operator', () => {
  it('gives 404 on get and update, leaves lists and searches, and takes no new e-mails or phones', async () => {
    const { api, company: owner } = await newCompany();
    const kept = await createPerson(api, individual({ name: 'Kept' }));
    const gone = await createPerson(api, individual({ name: 'Gone', documentNumber: CPF[0] }));

    await (await adminClient()).deactivate(owner.id, 'persons', gone.id);

    expectError(await api.get(`/persons/${gone.id}`), 404, 'RESOURCE_NOT_FOUND');
    expectError(await api.put(`/persons/${gone.id}`, { name: 'Back' }), 404, 'RESOURCE_NOT_FOUND');
    expect((await api.get('/persons')).body).toMatchObject({ data: [kept], meta: { total: 1 } });
    expect((await api.get(`/persons?search=${CPF[0]}`)).body.meta.total).toBe(0);
    expectError(await api.post('/person-emails', { personId: gone.id, email: 'gone@example.com' }), 400, 'VALIDATION_ERROR', 'personId');
    expectError(await api.post('/person-phones', { personId: gone.id, phone: '+5511987654321' }), 400, 'VALIDATION_ERROR', 'personId');
  });

  it('frees its documentNumber and keeps its e-mails and phones', async () => {
    const { api, company: owner } = await newCompany();
    const gone = await createPerson(api, individual({ documentNumber: CPF[0] }));
    const email = (await api.post('/person-emails', { personId: gone.id, email: 'gone@example.com' })).body;
    const phone = (await api.post('/person-phones', { personId: gone.id, phone: '+5511987654321' })).body;

    await (await adminClient()).deactivate(owner.id, 'persons', gone.id);

    expect((await api.post('/persons', individual({ name: 'Successor', documentNumber: CPF[0] }))).status).toBe(201);
    expect((await api.get(`/person-emails/${email.id}`)).body).toEqual(email);
    expect((await api.get(`/person-phones/${phone.id}`)).body).toEqual(phone);
  });
});

describe('another company', () => {
  let owner: Tenant;
  let stranger: Tenant;
  let person: { id: string };

  beforeAll(async () => {
    owner = await newCompany();
    stranger = await newCompany();
    person = await createPerson(owner.api, individual({ documentNumber: CPF[0], email: 'maria@example.com' }));
  });

  it.each([
    ['GET /persons/:id', (api: HttpClient, id: string) => api.get(`/persons/${id}`)],
    ['PUT /persons/:id', (api: HttpClient, id: string) => api.put(`/persons/${id}`, { name: 'Taken over' })],
  ])('%s with its id answers exactly as for an id nobody has', async (_operation, call) => {
    const foreign = await call(stranger.api, person.id);
    expectError(foreign, 404, 'RESOURCE_NOT_FOUND');
    expect(comparable(foreign)).toEqual(comparable(await call(stranger.api, NOBODYS_ID)));
  });

  it('never shows its persons in lists or searches', async () => {
    for (const query of ['', `?search=${CPF[0]}`, '?search=maria', '?personType=INDIVIDUAL']) {
      expect((await stranger.api.get(`/persons${query}`)).body).toMatchObject({ data: [], meta: { total: 0 } });
    }
  });

  it('is never answered with its persons when both companies read at the same moment', async () => {
    // Reads arriving together are looked up together (ScopedIdLookup): each must still get only its own company's answer.
    const theirs = await createPerson(stranger.api, individual({ name: 'Stranger Person' }));
    const reads = [
      ...Array.from({ length: 8 }, () => [owner, person.id, 200, 'Maria da Silva'] as const),
      ...Array.from({ length: 8 }, () => [stranger, person.id, 404, undefined] as const),
      ...Array.from({ length: 8 }, () => [stranger, theirs.id, 200, 'Stranger Person'] as const),
      ...Array.from({ length: 8 }, () => [owner, theirs.id, 404, undefined] as const),
    ];
    const answers = await Promise.all(reads.map(([tenant, id]) => tenant.api.get(`/persons/${id}`)));
    expect(answers.map((answer) => [answer.status, answer.body.name])).toEqual(reads.map(([, , status, name]) => [status, name]));
  });

  it('leaves its persons unchanged', async () => {
    await stranger.api.put(`/persons/${person.id}`, { name: 'Taken over' });
    expect((await owner.api.get(`/persons/${person.id}`)).body.name).toBe('Maria da Silva');
  });
});
