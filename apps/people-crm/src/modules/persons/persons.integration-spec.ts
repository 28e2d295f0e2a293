import { Tenant, createTenant } from '@bizapi/testing';
import { API_DATE_TIME, CNPJ, CPF, createPerson, expectError } from '../../testing/people-fixtures';

/**
 * Persons through the gateway, as a client written from the spec calls them
 * (spec: "People": Person, POST/GET/PUT /persons): fields, defaults, the
 * address on get only, partial updates and tax ids. Every test makes its own company, so lists
 * start empty and the rate limit (100 requests a minute) is its own.
 */

const ADDRESS_FIELDS = ['street', 'number', 'complement', 'neighborhood', 'city', 'state', 'zipCode', 'country'];
const newCompany = (): Promise<Tenant> => createTenant({ seed: false });
const individual = (fields: Record<string, unknown> = {}) => ({ name: 'Maria da Silva', personType: 'INDIVIDUAL', ...fields });
const company = (fields: Record<string, unknown> = {}) => ({ name: 'Padaria Central LTDA', personType: 'COMPANY', ...fields });

describe('POST /persons', () => {
  it('creates a person from the required fields and applies the defaults', async () => {
    const { api } = await newCompany();
    const before = Date.now();

    const response = await api.post('/persons', { name: 'Maria da Silva', personType: 'INDIVIDUAL' });

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      name: 'Maria da Silva',
      socialName: null,
      documentNumber: null,
      personType: 'INDIVIDUAL',
      email: null,
      phone: null,
      genre: null,
      country: 'BR',
      classifications: [],
      tags: [],
      isActive: true,
      createdAt: expect.stringMatching(API_DATE_TIME),
      updatedAt: expect.stringMatching(API_DATE_TIME),
    });
    expect(response.body.updatedAt).toBe(response.body.createdAt);
    expect(Date.parse(response.body.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(response.body.createdAt)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('stores every field of the create body and gives it back without the address', async () => {
    const { api } = await newCompany();
    const body = {
      name: 'Maria da Silva',
      socialName: 'Maria',
      documentNumber: CPF[0],
      personType: 'INDIVIDUAL',
      email: 'maria@example.com',
      phone: '+5511987654321',
      genre: 'FEMALE',
      country: 'PT',
      classifications: ['CUSTOMER', 'PARTNER'],
      tags: ['vip', 'são paulo'],
    };

    const response = await api.post('/persons', body);

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      ...body,
      id: expect.any(String),
      isActive: true,
      createdAt: expect.stringMatching(API_DATE_TIME),
      updatedAt: expect.stringMatching(API_DATE_TIME),
    });
    expect(response.body).not.toHaveProperty('address');
  });

  it('creates a COMPANY with a CNPJ', async () => {
    const { api } = await newCompany();
    const response = await api.post('/persons', company({ documentNumber: CNPJ[0], classifications: ['SUPPLIER'] }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ personType: 'COMPANY', documentNumber: CNPJ[0], genre: null, classifications: ['SUPPLIER'] });
  });

  it.each(['INDIVIDUAL', 'COMPANY'])('accepts personType %s', async (personType) => {
    const { api } = await newCompany();
    const response = await api.post('/persons', { name: 'Someone', personType });
    expect(response.status).toBe(201);
    expect(response.body.personType).toBe(personType);
  });

  it.each(['MALE', 'FEMALE', 'OTHER'])('accepts genre %s for an INDIVIDUAL', async (genre) => {
    const { api } = await newCompany();
    const response = await api.post('/persons', individual({ genre }));
    expect(response.status).toBe(201);
    expect(response.body.genre).toBe(genre);
  });

  it('accepts every classification', async () => {
    const { api } = await newCompany();
    const classifications = ['CUSTOMER', 'SUPPLIER', 'LEAD', 'PARTNER'];
    const response = await api.post('/persons', individual({ classifications }));
    expect(response.status).toBe(201);
    expect(response.body.classifications).toEqual(classifications);
  });

  it('accepts a name of exactly 255 characters', async () => {
    const { api } = await newCompany();
    const response = await api.post('/persons', individual({ name: 'a'.repeat(255) }));
    expect(response.status).toBe(201);
    expect(response.body.name).toHaveLength(255);
  });

  it('returns the country as the upper-case ISO 3166-1 alpha-2 code', async () => {
    const { api } = await newCompany();
    const response = await api.post('/persons', individual({ country: 'ar' }));
    expect(response.status).toBe(201);
    expect(response.body.country).toBe('AR');
  });

  it('refuses a documentNumber already used in the company with DUPLICATE_ENTRY', async () => {
    const { api } = await newCompany();
    await createPerson(api, individual({ documentNumber: CPF[0] }));

    const again = await api.post('/persons', individual({ name: 'Someone else', documentNumber: CPF[0] }));

    expectError(again, 400, 'DUPLICATE_ENTRY', 'documentNumber');
    expect((await api.get('/persons')).body.meta.total).toBe(1);
  });

  it('creates one person when the same documentNumber is sent several times at once, and answers DUPLICATE_ENTRY to the others', async () => {
    const { api } = await newCompany();

    const responses = await Promise.all([0, 1, 2, 3].map(() => api.post('/persons', company({ documentNumber: CNPJ[2] }))));

    expect(responses.map((response) => response.status).sort()).toEqual([201, 400, 400, 400]);
    for (const refused of responses.filter((response) => response.status === 400)) expectError(refused, 400, 'DUPLICATE_ENTRY', 'documentNumber');
  });

  it('allows the same documentNumber in another company', async () => {
    const first = await newCompany();
    const second = await newCompany();
    await createPerson(first.api, company({ documentNumber: CNPJ[1] }));

    const response = await second.api.post('/persons', company({ documentNumber: CNPJ[1] }));

    expect(response.status).toBe(201);
  });

  it('allows several persons without a documentNumber', async () => {
    const { api } = await newCompany();
    await createPerson(api, individual());
    expect((await api.post('/persons', individual({ documentNumber: null }))).status).toBe(201);
  });
});

describe('GET /persons/:id', () => {
  it('returns the record with its address', async () => {
    const { api } = await newCompany();
    const created = await createPerson(api, individual({ documentNumber: CPF[0], tags: ['vip'] }));

    const response = await api.get(`/persons/${created.id}`);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...created, address: expect.any(Object) });
    expect(Object.keys(response.body.address).sort()).toEqual([...ADDRESS_FIELDS].sort());
    for (const field of ADDRESS_FIELDS) expect(typeof response.body.address[field]).toBe('string');
  });

  it('gives an address of empty strings to a person created without one', async () => {
    const { api } = await newCompany();
    const created = await createPerson(api, individual());
    expect((await api.get(`/persons/${created.id}`)).body.address).toEqual(Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])));
  });

  it('returns the address that was sent', async () => {
    const { api } = await newCompany();
    const address = {
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'conj. 12',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      zipCode: '01310-100',
      country: 'BR',
    };
    const created = await createPerson(api, individual({ address }));
    expect(created).not.toHaveProperty('address');

    expect((await api.get(`/persons/${created.id}`)).body.address).toEqual(address);
  });

  it.each([
    ['an id nobody has', '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e'],
    ['the nil UUID', '00000000-0000-0000-0000-000000000000'],
    ['a malformed id', 'not-an-id'],
    ['a number', '12345'],
    ['an id with a character too many', '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0ee'],
    ['SQL', "1' OR '1'='1"],
    ['an encoded NUL', '%00'],
  ])('gives 404 RESOURCE_NOT_FOUND for %s', async (_case, id) => {
    const { api } = await newCompany();
    expectError(await api.get(`/persons/${id}`), 404, 'RESOURCE_NOT_FOUND');
  });

  it.each([
    ['an encoded slash', 'a%2Fb'],
    ['an encoded percent sign', '%25'],
  ])('gives 404 RESOURCE_NOT_FOUND for an id holding %s', async (_case, id) => {
    const { api } = await newCompany();
    expectError(await api.get(`/persons/${id}`), 404, 'RESOURCE_NOT_FOUND');
  });
});

describe('PUT /persons/:id', () => {
  it('changes only the fields sent and returns the whole record without the address', async () => {
    const { api } = await newCompany();
    const created = await createPerson(
      api,
      individual({ socialName: 'Maria', documentNumber: CPF[0], email: 'maria@example.com', genre: 'FEMALE', tags: ['vip'] }),
    );

    const response = await api.put(`/persons/${created.id}`, { name: 'Maria Souza' });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...created, name: 'Maria Souza', updatedAt: expect.stringMatching(API_DATE_TIME) });
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    expect(response.body.updatedAt).not.toBe(created.updatedAt);
    expect((await api.get(`/persons/${created.id}`)).body).toEqual({ ...response.body, address: expect.any(Object) });
  });

  it('updates every field of the create body', async () => {
    const { api } = await newCompany();
    const created = await createPerson(api, individual());
    const changes = {
      name: 'Comércio Silva LTDA',
      socialName: 'Silva',
      documentNumber: CNPJ[0],
      personType: 'COMPANY',
      email: 'contato@silva.com.br',
      phone: '+551133334444',
      country: 'UY',
      classifications: ['SUPPLIER'],
      tags: ['atacado'],
    };

    const response = await api.put(`/persons/${created.id}`, changes);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...created, ...changes, updatedAt: expect.stringMatching(API_DATE_TIME) });
  });

  it('clears a nullable field sent as null', async () => {
    const { api } = await newCompany();
    const created = await createPerson(api, individual({ socialName: 'Maria', email: 'maria@example.com', genre: 'FEMALE' }));

    const response = await api.put(`/persons/${created.id}`, { socialName: null, email: null, genre: null });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ socialName: null, email: null, genre: null, name: created.name });
  });

  it('replaces the lists sent, and empties them with []', async () => {
    const { api } = await newCompany();
    const created = await createPerson(api, individual({ classifications: ['CUSTOMER'], tags: ['a', 'b'] }));

    const replaced = await api.put(`/persons/${created.id}`, { classifications: ['LEAD', 'PARTNER'] });
    expect(replaced.body).toMatchObject({ classifications: ['LEAD', 'PARTNER'], tags: ['a', 'b'] });

    const emptied = await api.put(`/persons/${created.id}`, { tags: [] });
    expect(emptied.body).toMatchObject({ classifications: ['LEAD', 'PARTNER'], tags: [] });
  });

  it('changes only the address fields sent', async () => {
    const { api } = await newCompany();
    const created = await createPerson(api, individual({ address: { street: 'Rua A', number: '10', city: 'Campinas' } }));

    const response = await api.put(`/persons/${created.id}`, { address: { number: '20' } });

    expect(response.status).toBe(200);
    expect(response.body).not.toHaveProperty('address');
    expect((await api.get(`/persons/${created.id}`)).body.address).toMatchObject({ street: 'Rua A', number: '20', city: 'Campinas' });
  });

  it.each([
    ['an empty body', {}],
    ['the same values', { name: 'Maria da Silva', personType: 'INDIVIDUAL', tags: ['vip'] }],
  ])('with %s changes nothing, not even updatedAt', async (_case, body) => {
    const { api } = await newCompany();
    const created = await createPerson(api, individual({ tags: ['vip'] }));

    const response = await api.put(`/persons/${created.id}`, body);

    expect(response.status).toBe(200);
    expect(response.body).toEqual(created);
    expect((await api.get(`/persons/${created.id}`)).body).toEqual({ ...created, address: expect.any(Object) });
  });

  it.each([
    ['name null', { name: null }, 'VALIDATION_ERROR', 'name'],
    ['personType null', { personType: null }, 'INVALID_ENUM_VALUE', 'personType'],
    ['country null', { country: null }, 'VALIDATION_ERROR', 'country'],
    ['classifications null', { classifications: null }, 'VALIDATION_ERROR', 'classifications'],
    ['tags null', { tags: null }, 'VALIDATION_ERROR', 'tags'],
    ['name blank', { name: '' }, 'VALIDATION_ERROR', 'name'],
    ['an invalid CPF', { documentNumber: '12345678900' }, 'VALIDATION_ERROR', 'documentNumber'],
    ['a field that cannot be sent', { isActive: false }, 'VALIDATION_ERROR', 'isActive'],
    ['an unknown field', { nickname: 'Mari' }, 'VALIDATION_ERROR', 'nickname'],
  ])('refuses %s with 400 %s and leaves the person as it was', async (_case, body, message, field) => {
    const { api } = await newCompany();
    const created = await createPerson(api, individual());

    expectError(await api.put(`/persons/${created.id}`, body), 400, message, field);
    expect((await api.get(`/persons/${created.id}`)).body).toEqual({ ...created, address: expect.any(Object) });
  });

  it('refuses an enumeration value in the wrong case with INVALID_ENUM_VALUE', async () => {
    const { api } = await newCompany();
    const created = await createPerson(api, individual());
    expectError(await api.put(`/persons/${created.id}`, { genre: 'Male' }), 400, 'INVALID_ENUM_VALUE', 'genre');
  });

  it('checks the record as a whole: a CPF holder cannot become a COMPANY alone', async () => {
    const { api } = await newCompany();
    const created = await createPerson(api, individual({ documentNumber: CPF[0] }));

    expectError(await api.put(`/persons/${created.id}`, { personType: 'COMPANY' }), 400, 'VALIDATION_ERROR', 'documentNumber');
    const withCnpj = await api.put(`/persons/${created.id}`, { personType: 'COMPANY', documentNumber: CNPJ[0] });
    expect(withCnpj.status).toBe(200);
  });

  it('keeps genre for individuals: a person with a genre cannot become a COMPANY unless genre is cleared', async () => {
    const { api } = await newCompany();
    const created = await createPerson(api, individual({ genre: 'MALE' }));

    expectError(await api.put(`/persons/${created.id}`, { personType: 'COMPANY' }), 400, 'VALIDATION_ERROR', 'genre');
    const cleared = await api.put(`/persons/${created.id}`, { personType: 'COMPANY', genre: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ personType: 'COMPANY', genre: null });
  });

  it("refuses another person's documentNumber with DUPLICATE_ENTRY", async () => {
    const { api } = await newCompany();
    await createPerson(api, individual({ documentNumber: CPF[0] }));
    const other = await createPerson(api, individual({ name: 'Other', documentNumber: CPF[1] }));

    expectError(await api.put(`/persons/${other.id}`, { documentNumber: CPF[0] }), 400, 'DUPLICATE_ENTRY', 'documentNumber');
    expect((await api.get(`/persons/${other.id}`)).body.documentNumber).toBe(CPF[1]);
  });

  it.each([
    ['an id nobody has', '0190c6f2-3b1e-7c3a-9d4e-5f6a7b8c9d0e'],
    ['a malformed id', 'not-an-id'],
  ])('gives 404 RESOURCE_NOT_FOUND for %s', async (_case, id) => {
    const { api } = await newCompany();
    expectError(await api.put(`/persons/${id}`, { name: 'X' }), 404, 'RESOURCE_NOT_FOUND');
  });
});
