import { HttpClient, Tenant, adminClient, createTenant } from '@bizapi/testing';
import { API_DATE_TIME, NOBODYS_ID, comparable, created, createPerson as createPersonWith, expectError } from '../../testing/people-fixtures';

/**
 * Person e-mails through the gateway (spec: "People": PersonEmail; GET
 * `personId` filter; POST personId*, email*, isPrimary default false; PUT
 * email, isPrimary). Every test makes its own company.
 */

const newCompany = (): Promise<Tenant> => createTenant({ seed: false });

const createPerson = (api: HttpClient, name = 'Maria da Silva') => createPersonWith(api, { name });
const createEmail = (api: HttpClient, personId: string, email: string, extra: Record<string, unknown> = {}) =>
  created(api.post('/person-emails', { personId, email, ...extra }), 'email');

/** isPrimary of each e-mail of a person, by address. */
async function primaryFlags(api: HttpClient, personId: string) {
  const { body } = await api.get(`/person-emails?personId=${personId}&limit=100`);
  return Object.fromEntries(body.data.map((email: { email: string; isPrimary: boolean }) => [email.email, email.isPrimary]));
}

describe('POST /person-emails', () => {
  it('creates an e-mail of a person: not primary by default, with the person name', async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);

    const response = await api.post('/person-emails', { personId: person.id, email: 'maria@example.com' });

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      personId: person.id,
      personName: 'Maria da Silva',
      email: 'maria@example.com',
      isPrimary: false,
      isActive: true,
      createdAt: expect.stringMatching(API_DATE_TIME),
      updatedAt: expect.stringMatching(API_DATE_TIME),
    });
    expect(response.body.updatedAt).toBe(response.body.createdAt);
  });

  it('keeps the address in lower case', async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    expect((await api.post('/person-emails', { personId: person.id, email: 'Maria.Silva@Example.COM' })).body.email).toBe('maria.silva@example.com');
  });

  it('creates a primary e-mail when asked', async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    const response = await api.post('/person-emails', { personId: person.id, email: 'maria@example.com', isPrimary: true });
    expect(response.status).toBe(201);
    expect(response.body.isPrimary).toBe(true);
  });

  it('keeps at most one primary e-mail per person: a new primary takes the mark', async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    const other = await createPerson(api, 'Other');
    await createEmail(api, person.id, 'first@example.com', { isPrimary: true });
    await createEmail(api, other.id, 'other@example.com', { isPrimary: true });

    await createEmail(api, person.id, 'second@example.com', { isPrimary: true });

    expect(await primaryFlags(api, person.id)).toEqual({ 'first@example.com': false, 'second@example.com': true });
    expect(await primaryFlags(api, other.id)).toEqual({ 'other@example.com': true });
  });

  it('keeps one primary e-mail when several primaries are created at the same time', async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);

    const responses = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => api.post('/person-emails', { personId: person.id, email: `m${i}@example.com`, isPrimary: true })),
    );

    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    expect(Object.values(await primaryFlags(api, person.id)).filter(Boolean)).toHaveLength(1);
  });

  it('creates one of the same e-mail sent several times at once, and answers DUPLICATE_ENTRY to the others', async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);

    const responses = await Promise.all([0, 1, 2, 3].map(() => api.post('/person-emails', { personId: person.id, email: 'maria@example.com' })));

    expect(responses.map((response) => response.status).sort()).toEqual([201, 400, 400, 400]);
    for (const refused of responses.filter((response) => response.status === 400)) expectError(refused, 400, 'DUPLICATE_ENTRY', 'email');
  });

  it('refuses the same e-mail twice for a person with DUPLICATE_ENTRY, in any letter case', async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    await createEmail(api, person.id, 'maria@example.com');

    expectError(await api.post('/person-emails', { personId: person.id, email: 'maria@example.com' }), 400, 'DUPLICATE_ENTRY', 'email');
    expectError(await api.post('/person-emails', { personId: person.id, email: 'Maria@Example.COM' }), 400, 'DUPLICATE_ENTRY', 'email');
    expect((await api.get(`/person-emails?personId=${person.id}`)).body.meta.total).toBe(1);
  });

  it('allows the same e-mail for two persons', async () => {
    const { api } = await newCompany();
    const [maria, joao] = [await createPerson(api), await createPerson(api, 'João')];
    await createEmail(api, maria.id, 'casa@example.com');
    expect((await api.post('/person-emails', { personId: joao.id, email: 'casa@example.com' })).status).toBe(201);
  });

  it.each([
    ['an id nobody has', NOBODYS_ID],
    ['a malformed id', 'not-an-id'],
  ])('refuses a personId of %s with 400 VALIDATION_ERROR', async (_case, personId) => {
    const { api } = await newCompany();
    expectError(await api.post('/person-emails', { personId, email: 'maria@example.com' }), 400, 'VALIDATION_ERROR', 'personId');
  });

  describe('refuses invalid bodies with 400 VALIDATION_ERROR naming the field', () => {
    let api: HttpClient;
    let personId: string;
    beforeAll(async () => {
      ({ api } = await newCompany());
      personId = (await createPerson(api)).id;
    });

    it.each([
      ['personId missing', () => ({ email: 'maria@example.com' }), 'personId'],
      ['personId null', () => ({ personId: null, email: 'maria@example.com' }), 'personId'],
      ['personId a number', () => ({ personId: 1, email: 'maria@example.com' }), 'personId'],
      ['email missing', () => ({ personId }), 'email'],
      ['email null', () => ({ personId, email: null }), 'email'],
      ['email without a domain', () => ({ personId, email: 'maria@' }), 'email'],
      ['email without an @', () => ({ personId, email: 'maria.example.com' }), 'email'],
      ['email an array', () => ({ personId, email: ['maria@example.com'] }), 'email'],
      ['email of 10 000 characters', () => ({ personId, email: `${'a'.repeat(10_000)}@example.com` }), 'email'],
      ['email with a NUL', () => ({ personId, email: 'maria\u0000@example.com' }), 'email'],
      ['isPrimary a string', () => ({ personId, email: 'maria@example.com', isPrimary: 'true' }), 'isPrimary'],
      ['isPrimary null', () => ({ personId, email: 'maria@example.com', isPrimary: null }), 'isPrimary'],
      ['isActive, which cannot be sent', () => ({ personId, email: 'maria@example.com', isActive: true }), 'isActive'],
      ['personName, which cannot be sent', () => ({ personId, email: 'maria@example.com', personName: 'X' }), 'personName'],
      ['an unknown field', () => ({ personId, email: 'maria@example.com', label: 'work' }), 'label'],
    ])('%s', async (_case, body, field) => {
      expectError(await api.post('/person-emails', body()), 400, 'VALIDATION_ERROR', field);
    });

    it.each([
      ['an array', '[]'],
      ['a string', '"maria@example.com"'],
      ['null', 'null'],
      ['malformed JSON', '{"email":'],
    ])('a body that is %s', async (_case, raw) => {
      expectError(await api.request('POST', '/person-emails', { raw }), 400, 'VALIDATION_ERROR');
    });
  });
});

describe('GET /person-emails/:id', () => {
  it('returns the e-mail with the current name of its person', async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    const email = await createEmail(api, person.id, 'maria@example.com');
    await api.put(`/persons/${person.id}`, { name: 'Maria Souza' });

    const response = await api.get(`/person-emails/${email.id}`);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...email, personName: 'Maria Souza' });
  });

  it.each([
    ['an id nobody has', NOBODYS_ID],
    ['a malformed id', 'not-an-id'],
    ['SQL', "1'; DROP TABLE person_emails; --"],
    ['an id of 5000 characters', 'a'.repeat(5000)],
  ])('gives 404 RESOURCE_NOT_FOUND for %s', async (_case, id) => {
    const { api } = await newCompany();
    expectError(await api.get(`/person-emails/${encodeURIComponent(id)}`), 404, 'RESOURCE_NOT_FOUND');
  });
});

describe('PUT /person-emails/:id', () => {
  it('changes the e-mail and keeps the rest', async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    const email = await createEmail(api, person.id, 'maria@example.com', { isPrimary: true });

    const response = await api.put(`/person-emails/${email.id}`, { email: 'maria.silva@example.com' });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...email, email: 'maria.silva@example.com', updatedAt: expect.stringMatching(API_DATE_TIME) });
    expect(response.body.updatedAt).not.toBe(email.updatedAt);
    expect((await api.get(`/person-emails/${email.id}`)).body).toEqual(response.body);
  });

  it('marks an e-mail primary and unmarks the previous primary of the person', async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    await createEmail(api, person.id, 'first@example.com', { isPrimary: true });
    const second = await createEmail(api, person.id, 'second@example.com');

    const response = await api.put(`/person-emails/${second.id}`, { isPrimary: true });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: second.id, email: 'second@example.com', isPrimary: true });
    expect(await primaryFlags(api, person.id)).toEqual({ 'first@example.com': false, 'second@example.com': true });
  });

  it('keeps one primary e-mail when several are marked primary at the same time', async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    const emails = [];
    for (let i = 0; i < 4; i++) emails.push(await createEmail(api, person.id, `m${i}@example.com`));

    const responses = await Promise.all(emails.map((email) => api.put(`/person-emails/${email.id}`, { isPrimary: true })));

    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(Object.values(await primaryFlags(api, person.id)).filter(Boolean)).toHaveLength(1);
  });

  it('unmarks the primary e-mail, leaving the person without one', async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    const email = await createEmail(api, person.id, 'first@example.com', { isPrimary: true });

    expect((await api.put(`/person-emails/${email.id}`, { isPrimary: false })).body.isPrimary).toBe(false);
    expect(await primaryFlags(api, person.id)).toEqual({ 'first@example.com': false });
  });

  it.each([
    ['an empty body', {}],
    ['the same values', { email: 'maria@example.com', isPrimary: false }],
  ])('with %s changes nothing, not even updatedAt', async (_case, body) => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    const email = await createEmail(api, person.id, 'maria@example.com');

    const response = await api.put(`/person-emails/${email.id}`, body);

    expect(response.status).toBe(200);
    expect(response.body).toEqual(email);
    expect((await api.get(`/person-emails/${email.id}`)).body).toEqual(email);
  });

  it("refuses another e-mail of the same person with DUPLICATE_ENTRY", async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    await createEmail(api, person.id, 'first@example.com');
    const second = await createEmail(api, person.id, 'second@example.com');

    expectError(await api.put(`/person-emails/${second.id}`, { email: 'first@example.com' }), 400, 'DUPLICATE_ENTRY', 'email');
    expect((await api.get(`/person-emails/${second.id}`)).body.email).toBe('second@example.com');
  });

  it.each([
    ['email null', { email: null }, 'email'],
    ['email malformed', { email: 'nope' }, 'email'],
    ['isPrimary null', { isPrimary: null }, 'isPrimary'],
    ['isPrimary a number', { isPrimary: 1 }, 'isPrimary'],
    ['personId, which cannot be changed', { personId: NOBODYS_ID }, 'personId'],
    ['isActive, which cannot be sent', { isActive: false }, 'isActive'],
  ])('refuses %s with 400 VALIDATION_ERROR and leaves the e-mail as it was', async (_case, body, field) => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    const email = await createEmail(api, person.id, 'maria@example.com');

    expectError(await api.put(`/person-emails/${email.id}`, body), 400, 'VALIDATION_ERROR', field);
    expect((await api.get(`/person-emails/${email.id}`)).body).toEqual(email);
  });

  it.each([
    ['an id nobody has', NOBODYS_ID],
    ['a malformed id', 'not-an-id'],
  ])('gives 404 RESOURCE_NOT_FOUND for %s', async (_case, id) => {
    const { api } = await newCompany();
    expectError(await api.put(`/person-emails/${id}`, { isPrimary: true }), 404, 'RESOURCE_NOT_FOUND');
  });
});

describe('GET /person-emails', () => {
  it('answers the standard envelope, newest first, and filters by personId', async () => {
    const { api } = await newCompany();
    const maria = await createPerson(api);
    const joao = await createPerson(api, 'João');
    const first = await createEmail(api, maria.id, 'maria@example.com');
    const second = await createEmail(api, joao.id, 'joao@example.com');
    const third = await createEmail(api, maria.id, 'maria@work.example.com');

    expect((await api.get('/person-emails')).body).toEqual({ data: [third, second, first], meta: { total: 3, page: 1, limit: 20, totalPages: 1, nextCursor: null } });
    expect((await api.get(`/person-emails?personId=${maria.id}`)).body).toEqual({
      data: [third, first],
      meta: { total: 2, page: 1, limit: 20, totalPages: 1, nextCursor: null },
    });
  });

  it.each([
    ['a person without e-mails', NOBODYS_ID],
    ['a malformed id', 'not-an-id'],
  ])('answers an empty list for the personId of %s', async (_case, personId) => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    await createEmail(api, person.id, 'maria@example.com');

    expect((await api.get(`/person-emails?personId=${personId}`)).body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('pages with page and limit, each e-mail on exactly one page', async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createEmail(api, person.id, `m${i}@example.com`)).id);

    const pages = await Promise.all([1, 2, 3].map((page) => api.get(`/person-emails?limit=2&page=${page}`)));

    expect(pages.map((page) => page.body.meta)).toEqual(
      [1, 2, 3].map((page) => ({ total: 5, page, limit: 2, totalPages: 3, nextCursor: page < 3 ? expect.any(String) : null })),
    );
    expect(pages.flatMap((page) => page.body.data.map((email: { id: string }) => email.id))).toEqual([...ids].reverse());
  });

  describe('refuses paging outside the limits with 400 VALIDATION_ERROR', () => {
    let api: HttpClient;
    beforeAll(async () => ({ api } = await newCompany()));

    it.each([
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['limit=ten', 'limit'],
      ['page=0', 'page'],
      ['page=x', 'page'],
      ['page=2.5', 'page'],
      ['personId=a&personId=b', 'personId'],
      ['personId=%00', 'personId'],
    ])('?%s', async (query, field) => {
      expectError(await api.get(`/person-emails?${query}`), 400, 'VALIDATION_ERROR', field);
    });
  });
});

describe('an e-mail deactivated by the operator', () => {
  it('gives 404 on get and update, leaves lists, and frees its address and its primary mark', async () => {
    const { api, company } = await newCompany();
    const person = await createPerson(api);
    const kept = await createEmail(api, person.id, 'kept@example.com');
    const gone = await createEmail(api, person.id, 'gone@example.com', { isPrimary: true });

    await (await adminClient()).deactivate(company.id, 'person-emails', gone.id);

    expectError(await api.get(`/person-emails/${gone.id}`), 404, 'RESOURCE_NOT_FOUND');
    expectError(await api.put(`/person-emails/${gone.id}`, { isPrimary: false }), 404, 'RESOURCE_NOT_FOUND');
    expect((await api.get('/person-emails')).body).toMatchObject({ data: [kept], meta: { total: 1 } });
    expect((await api.get(`/person-emails?personId=${person.id}`)).body.data).toEqual([kept]);
    const again = await api.post('/person-emails', { personId: person.id, email: 'gone@example.com', isPrimary: true });
    expect(again.status).toBe(201);
    await expect((await adminClient()).deactivate(company.id, 'person-emails', gone.id)).rejects.toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
  });
});

describe('another company', () => {
  let owner: Tenant;
  let stranger: Tenant;
  let person: { id: string };
  let email: { id: string };

  beforeAll(async () => {
    owner = await newCompany();
    stranger = await newCompany();
    person = await createPerson(owner.api);
    email = await createEmail(owner.api, person.id, 'maria@example.com', { isPrimary: true });
  });

  it.each([
    ['GET /person-emails/:id', (api: HttpClient, id: string) => api.get(`/person-emails/${id}`)],
    ['PUT /person-emails/:id', (api: HttpClient, id: string) => api.put(`/person-emails/${id}`, { email: 'taken@example.com' })],
  ])('%s with its e-mail id answers exactly as for an id nobody has', async (_operation, call) => {
    const foreign = await call(stranger.api, email.id);
    expectError(foreign, 404, 'RESOURCE_NOT_FOUND');
    expect(comparable(foreign)).toEqual(comparable(await call(stranger.api, NOBODYS_ID)));
  });

  it('POST /person-emails with its personId answers exactly as for a person nobody has', async () => {
    const create = (personId: string) => stranger.api.post('/person-emails', { personId, email: 'x@example.com' });
    const foreign = await create(person.id);
    expectError(foreign, 400, 'VALIDATION_ERROR', 'personId');
    expect(comparable(foreign)).toEqual(comparable(await create(NOBODYS_ID)));
  });

  it('GET /person-emails never shows its e-mails, even filtered by its personId', async () => {
    expect((await stranger.api.get('/person-emails')).body).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await stranger.api.get(`/person-emails?personId=${person.id}`)).body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('leaves its e-mails unchanged', async () => {
    await stranger.api.put(`/person-emails/${email.id}`, { email: 'taken@example.com', isPrimary: false });
    expect((await owner.api.get(`/person-emails/${email.id}`)).body).toMatchObject({ email: 'maria@example.com', isPrimary: true });
  });
});
