import { HttpClient, Tenant, adminClient, createTenant } from '@bizapi/testing';
import { API_DATE_TIME, NOBODYS_ID, comparable, created, createPerson as createPersonWith, expectError } from '../../testing/people-fixtures';

/**
 * Person phones through the gateway (spec: "People": PersonPhone; GET
 * `personId` filter; POST personId*, phone* with country code, isPrimary
 * default false, phoneType default MOBILE; PUT phone, isPrimary, phoneType).
 * Every test makes its own company.
 */

const MOBILE = '+5511987654321';
const LANDLINE = '+551133334444';

const newCompany = (): Promise<Tenant> => createTenant({ seed: false });

const createPerson = (api: HttpClient, name = 'Maria da Silva') => createPersonWith(api, { name });
const createPhone = (api: HttpClient, personId: string, phone: string, extra: Record<string, unknown> = {}) =>
  created(api.post('/person-phones', { personId, phone, ...extra }), 'phone');

/** isPrimary of each phone of a person, by number. */
async function primaryFlags(api: HttpClient, personId: string) {
  const { body } = await api.get(`/person-phones?personId=${personId}&limit=100`);
  return Object.fromEntries(body.data.map((phone: { phone: string; isPrimary: boolean }) => [phone.phone, phone.isPrimary]));
}

describe('POST /person-phones', () => {
  it('creates a phone of a person: MOBILE and not primary by default, with the person name', async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);

    const response = await api.post('/person-phones', { personId: person.id, phone: MOBILE });

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      personId: person.id,
      personName: 'Maria da Silva',
      phone: MOBILE,
      phoneType: 'MOBILE',
      isPrimary: false,
      isActive: true,
      createdAt: expect.stringMatching(API_DATE_TIME),
      updatedAt: expect.stringMatching(API_DATE_TIME),
    });
    expect(response.body.updatedAt).toBe(response.body.createdAt);
  });

  it.each(['MOBILE', 'LANDLINE', 'WHATSAPP'])('accepts phoneType %s', async (phoneType) => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    const response = await api.post('/person-phones', { personId: person.id, phone: MOBILE, phoneType, isPrimary: true });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ phoneType, isPrimary: true });
  });

  it.each([
    ['Brazil', '+5511987654321'],
    ['Portugal', '+351912345678'],
    ['the United States', '+14155552671'],
  ])('accepts a number of %s with its country code', async (_country, phone) => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    expect((await api.post('/person-phones', { personId: person.id, phone })).body.phone).toBe(phone);
  });

  it('keeps at most one primary phone per person: a new primary takes the mark', async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    const other = await createPerson(api, 'Other');
    await createPhone(api, person.id, MOBILE, { isPrimary: true });
    await createPhone(api, other.id, MOBILE, { isPrimary: true });

    await createPhone(api, person.id, LANDLINE, { isPrimary: true, phoneType: 'LANDLINE' });

    expect(await primaryFlags(api, person.id)).toEqual({ [MOBILE]: false, [LANDLINE]: true });
    expect(await primaryFlags(api, other.id)).toEqual({ [MOBILE]: true });
  });

  it('keeps one primary phone when several primaries are created at the same time', async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);

    const responses = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => api.post('/person-phones', { personId: person.id, phone: `+55119876543${i}0`, isPrimary: true })),
    );

    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    expect(Object.values(await primaryFlags(api, person.id)).filter(Boolean)).toHaveLength(1);
  });

  it('refuses the same phone twice for a person with DUPLICATE_ENTRY', async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    await createPhone(api, person.id, MOBILE);

    expectError(await api.post('/person-phones', { personId: person.id, phone: MOBILE, phoneType: 'WHATSAPP' }), 400, 'DUPLICATE_ENTRY', 'phone');
    expect((await api.get(`/person-phones?personId=${person.id}`)).body.meta.total).toBe(1);
  });

  it('allows the same phone for two persons', async () => {
    const { api } = await newCompany();
    const [maria, joao] = [await createPerson(api), await createPerson(api, 'João')];
    await createPhone(api, maria.id, LANDLINE);
    expect((await api.post('/person-phones', { personId: joao.id, phone: LANDLINE })).status).toBe(201);
  });

  it.each([
    ['an id nobody has', NOBODYS_ID],
    ['a malformed id', 'not-an-id'],
  ])('refuses a personId of %s with 400 VALIDATION_ERROR', async (_case, personId) => {
    const { api } = await newCompany();
    expectError(await api.post('/person-phones', { personId, phone: MOBILE }), 400, 'VALIDATION_ERROR', 'personId');
  });

  describe('refuses invalid bodies, naming the field', () => {
    let api: HttpClient;
    let personId: string;
    beforeAll(async () => {
      ({ api } = await newCompany());
      personId = (await createPerson(api)).id;
    });

    it.each([
      ['personId missing', () => ({ phone: MOBILE }), 'personId'],
      ['personId null', () => ({ personId: null, phone: MOBILE }), 'personId'],
      ['phone missing', () => ({ personId }), 'phone'],
      ['phone null', () => ({ personId, phone: null }), 'phone'],
      ['phone without the country code', () => ({ personId, phone: '11987654321' }), 'phone'],
      ['phone with a leading 00 instead of +', () => ({ personId, phone: '005511987654321' }), 'phone'],
      ['phone with letters', () => ({ personId, phone: '+55119CALLME' }), 'phone'],
      ['phone too short', () => ({ personId, phone: '+5511' }), 'phone'],
      ['phone of 100 digits', () => ({ personId, phone: `+${'9'.repeat(100)}` }), 'phone'],
      ['phone a number', () => ({ personId, phone: 5511987654321 }), 'phone'],
      ['phone with a NUL', () => ({ personId, phone: '+5511987654321\u0000' }), 'phone'],
      ['isPrimary a string', () => ({ personId, phone: MOBILE, isPrimary: 'yes' }), 'isPrimary'],
      ['isActive, which cannot be sent', () => ({ personId, phone: MOBILE, isActive: true }), 'isActive'],
      ['an unknown field', () => ({ personId, phone: MOBILE, extension: '12' }), 'extension'],
    ])('%s: 400 VALIDATION_ERROR', async (_case, body, field) => {
      expectError(await api.post('/person-phones', body()), 400, 'VALIDATION_ERROR', field);
    });

    it.each([
      ['in lower case', 'mobile'],
      ['not in the list', 'FAX'],
      ['an array', ['MOBILE']],
      ['null', null],
    ])('phoneType %s: 400 INVALID_ENUM_VALUE', async (_case, phoneType) => {
      expectError(await api.post('/person-phones', { personId, phone: MOBILE, phoneType }), 400, 'INVALID_ENUM_VALUE', 'phoneType');
    });

    it.each([
      ['an array', '[]'],
      ['a number', '5511987654321'],
      ['malformed JSON', '{"phone":+55}'],
    ])('a body that is %s: 400 VALIDATION_ERROR', async (_case, raw) => {
      expectError(await api.request('POST', '/person-phones', { raw }), 400, 'VALIDATION_ERROR');
    });
  });
});

describe('GET /person-phones/:id', () => {
  it('returns the phone with the current name of its person', async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    const phone = await createPhone(api, person.id, MOBILE);
    await api.put(`/persons/${person.id}`, { name: 'Maria Souza' });

    const response = await api.get(`/person-phones/${phone.id}`);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...phone, personName: 'Maria Souza' });
  });

  it.each([
    ['an id nobody has', NOBODYS_ID],
    ['a malformed id', 'not-an-id'],
    ['an id with a NUL', `${NOBODYS_ID}%00`],
  ])('gives 404 RESOURCE_NOT_FOUND for %s', async (_case, id) => {
    const { api } = await newCompany();
    expectError(await api.get(`/person-phones/${id}`), 404, 'RESOURCE_NOT_FOUND');
  });
});

describe('PUT /person-phones/:id', () => {
  it('changes the fields sent and keeps the rest', async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    const phone = await createPhone(api, person.id, MOBILE, { isPrimary: true });

    const changed = await api.put(`/person-phones/${phone.id}`, { phoneType: 'WHATSAPP' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...phone, phoneType: 'WHATSAPP', updatedAt: expect.stringMatching(API_DATE_TIME) });
    expect(changed.body.updatedAt).not.toBe(phone.updatedAt);

    const renumbered = await api.put(`/person-phones/${phone.id}`, { phone: LANDLINE, phoneType: 'LANDLINE' });
    expect(renumbered.body).toEqual({ ...phone, phone: LANDLINE, phoneType: 'LANDLINE', updatedAt: expect.any(String) });
    expect((await api.get(`/person-phones/${phone.id}`)).body).toEqual(renumbered.body);
  });

  it('marks a phone primary and unmarks the previous primary of the person', async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    await createPhone(api, person.id, MOBILE, { isPrimary: true });
    const second = await createPhone(api, person.id, LANDLINE);

    const response = await api.put(`/person-phones/${second.id}`, { isPrimary: true });

    expect(response.body).toMatchObject({ id: second.id, isPrimary: true });
    expect(await primaryFlags(api, person.id)).toEqual({ [MOBILE]: false, [LANDLINE]: true });
  });

  it.each([
    ['an empty body', {}],
    ['the same values', { phone: MOBILE, phoneType: 'MOBILE', isPrimary: false }],
  ])('with %s changes nothing, not even updatedAt', async (_case, body) => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    const phone = await createPhone(api, person.id, MOBILE);

    const response = await api.put(`/person-phones/${phone.id}`, body);

    expect(response.status).toBe(200);
    expect(response.body).toEqual(phone);
    expect((await api.get(`/person-phones/${phone.id}`)).body).toEqual(phone);
  });

  it('refuses another phone of the same person with DUPLICATE_ENTRY', async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    await createPhone(api, person.id, MOBILE);
    const second = await createPhone(api, person.id, LANDLINE);

    expectError(await api.put(`/person-phones/${second.id}`, { phone: MOBILE }), 400, 'DUPLICATE_ENTRY', 'phone');
    expect((await api.get(`/person-phones/${second.id}`)).body.phone).toBe(LANDLINE);
  });

  it.each([
    ['phone null', { phone: null }, 'VALIDATION_ERROR', 'phone'],
    ['phone without the country code', { phone: '987654321' }, 'VALIDATION_ERROR', 'phone'],
    ['isPrimary null', { isPrimary: null }, 'VALIDATION_ERROR', 'isPrimary'],
    ['phoneType null', { phoneType: null }, 'INVALID_ENUM_VALUE', 'phoneType'],
    ['phoneType in lower case', { phoneType: 'whatsapp' }, 'INVALID_ENUM_VALUE', 'phoneType'],
    ['personId, which cannot be changed', { personId: NOBODYS_ID }, 'VALIDATION_ERROR', 'personId'],
  ])('refuses %s and leaves the phone as it was', async (_case, body, message, field) => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    const phone = await createPhone(api, person.id, MOBILE);

    expectError(await api.put(`/person-phones/${phone.id}`, body), 400, message, field);
    expect((await api.get(`/person-phones/${phone.id}`)).body).toEqual(phone);
  });

  it.each([
    ['an id nobody has', NOBODYS_ID],
    ['a malformed id', 'not-an-id'],
  ])('gives 404 RESOURCE_NOT_FOUND for %s', async (_case, id) => {
    const { api } = await newCompany();
    expectError(await api.put(`/person-phones/${id}`, { isPrimary: true }), 404, 'RESOURCE_NOT_FOUND');
  });
});

describe('GET /person-phones', () => {
  it('answers the standard envelope, newest first, and filters by personId', async () => {
    const { api } = await newCompany();
    const maria = await createPerson(api);
    const joao = await createPerson(api, 'João');
    const first = await createPhone(api, maria.id, MOBILE);
    const second = await createPhone(api, joao.id, MOBILE);
    const third = await createPhone(api, maria.id, LANDLINE, { phoneType: 'LANDLINE' });

    expect((await api.get('/person-phones')).body).toEqual({ data: [third, second, first], meta: { total: 3, page: 1, limit: 20, totalPages: 1, nextCursor: null } });
    expect((await api.get(`/person-phones?personId=${maria.id}`)).body).toEqual({
      data: [third, first],
      meta: { total: 2, page: 1, limit: 20, totalPages: 1, nextCursor: null },
    });
  });

  it('answers an empty list for a person without phones', async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    await createPhone(api, person.id, MOBILE);
    expect((await api.get(`/person-phones?personId=${NOBODYS_ID}`)).body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('pages with page and limit, each phone on exactly one page', async () => {
    const { api } = await newCompany();
    const person = await createPerson(api);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createPhone(api, person.id, `+55119876543${i}0`)).id);

    const pages = await Promise.all([1, 2, 3].map((page) => api.get(`/person-phones?limit=2&page=${page}`)));

    expect(pages.map((page) => page.body.meta)).toEqual(
      [1, 2, 3].map((page) => ({ total: 5, page, limit: 2, totalPages: 3, nextCursor: page < 3 ? expect.any(String) : null })),
    );
    expect(pages.flatMap((page) => page.body.data.map((phone: { id: string }) => phone.id))).toEqual([...ids].reverse());
  });

  describe('refuses paging outside the limits with 400 VALIDATION_ERROR', () => {
    let api: HttpClient;
    beforeAll(async () => ({ api } = await newCompany()));

    it.each([
      ['limit=101', 'limit'],
      ['limit=-5', 'limit'],
      ['limit=1e308', 'limit'],
      ['page=0', 'page'],
      ['page=first', 'page'],
      ['page=', 'page'],
    ])('?%s', async (query, field) => {
      expectError(await api.get(`/person-phones?${query}`), 400, 'VALIDATION_ERROR', field);
    });
  });
});

describe('a phone deactivated by the operator', () => {
  it('gives 404 on get and update, leaves lists, and frees its number', async () => {
    const { api, company } = await newCompany();
    const person = await createPerson(api);
    const kept = await createPhone(api, person.id, LANDLINE);
    const gone = await createPhone(api, person.id, MOBILE, { isPrimary: true });

    await (await adminClient()).deactivate(company.id, 'person-phones', gone.id);

    expectError(await api.get(`/person-phones/${gone.id}`), 404, 'RESOURCE_NOT_FOUND');
    expectError(await api.put(`/person-phones/${gone.id}`, { phoneType: 'LANDLINE' }), 404, 'RESOURCE_NOT_FOUND');
    expect((await api.get('/person-phones')).body).toMatchObject({ data: [kept], meta: { total: 1 } });
    expect((await api.post('/person-phones', { personId: person.id, phone: MOBILE, isPrimary: true })).status).toBe(201);
  });
});

describe('another company', () => {
  let owner: Tenant;
  let stranger: Tenant;
  let person: { id: string };
  let phone: { id: string };

  beforeAll(async () => {
    owner = await newCompany();
    stranger = await newCompany();
    person = await createPerson(owner.api);
    phone = await createPhone(owner.api, person.id, MOBILE, { isPrimary: true });
  });

  it.each([
    ['GET /person-phones/:id', (api: HttpClient, id: string) => api.get(`/person-phones/${id}`)],
    ['PUT /person-phones/:id', (api: HttpClient, id: string) => api.put(`/person-phones/${id}`, { phone: LANDLINE })],
  ])('%s with its phone id answers exactly as for an id nobody has', async (_operation, call) => {
    const foreign = await call(stranger.api, phone.id);
    expectError(foreign, 404, 'RESOURCE_NOT_FOUND');
    expect(comparable(foreign)).toEqual(comparable(await call(stranger.api, NOBODYS_ID)));
  });

  it('POST /person-phones with its personId answers exactly as for a person nobody has', async () => {
    const create = (personId: string) => stranger.api.post('/person-phones', { personId, phone: MOBILE });
    const foreign = await create(person.id);
    expectError(foreign, 400, 'VALIDATION_ERROR', 'personId');
    expect(comparable(foreign)).toEqual(comparable(await create(NOBODYS_ID)));
  });

  it('GET /person-phones never shows its phones, even filtered by its personId', async () => {
    expect((await stranger.api.get('/person-phones')).body).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await stranger.api.get(`/person-phones?personId=${person.id}`)).body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('leaves its phones unchanged', async () => {
    await stranger.api.put(`/person-phones/${phone.id}`, { phone: LANDLINE, isPrimary: false });
    expect((await owner.api.get(`/person-phones/${phone.id}`)).body).toMatchObject({ phone: MOBILE, isPrimary: true });
  });
});
