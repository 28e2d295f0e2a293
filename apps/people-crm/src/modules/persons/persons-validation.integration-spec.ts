import { HttpClient, Tenant, createTenant } from '@bizapi/testing';
import { CNPJ, CPF, createPerson, expectError } from '../../testing/people-fixtures';

/**
 * What /persons refuses, and how (spec: "Errors"; docs/design/architecture-contract.md: unknown
 * and unsendable fields, malformed bodies and queries): always a 4xx with the
 * spec's error body naming the field, never a 500.
 */

const newCompany = (): Promise<Tenant> => createTenant({ seed: false });
const individual = (fields: Record<string, unknown> = {}) => ({ name: 'Maria da Silva', personType: 'INDIVIDUAL', ...fields });
const company = (fields: Record<string, unknown> = {}) => ({ name: 'Padaria Central LTDA', personType: 'COMPANY', ...fields });

describe('POST /persons refuses what the spec does not allow, naming the field', () => {
  let api: HttpClient;
  beforeAll(async () => ({ api } = await newCompany()));

  it.each([
    ['name missing', { personType: 'INDIVIDUAL' }, 'name'],
    ['name null', individual({ name: null }), 'name'],
    ['name blank', individual({ name: '   ' }), 'name'],
    ['name over 255 characters', individual({ name: 'a'.repeat(256) }), 'name'],
    ['name a number', individual({ name: 42 }), 'name'],
    ['personType missing', { name: 'Maria' }, 'personType'],
    ['personType null', individual({ personType: null }), 'personType'],
    ['documentNumber with a wrong CPF check digit', individual({ documentNumber: '52998224724' }), 'documentNumber'],
    ['documentNumber with a wrong CNPJ check digit', company({ documentNumber: '11222333000182' }), 'documentNumber'],
    ['documentNumber of repeated digits', individual({ documentNumber: '11111111111' }), 'documentNumber'],
    ['documentNumber with punctuation', individual({ documentNumber: '529.982.247-25' }), 'documentNumber'],
    ['documentNumber of 12 digits', individual({ documentNumber: '529982247250' }), 'documentNumber'],
    ['documentNumber with a letter', individual({ documentNumber: '5299822472a' }), 'documentNumber'],
    ['documentNumber as a number', individual({ documentNumber: 52998224725 }), 'documentNumber'],
    ['a CNPJ for an INDIVIDUAL', individual({ documentNumber: CNPJ[0] }), 'documentNumber'],
    ['a CPF for a COMPANY', company({ documentNumber: CPF[0] }), 'documentNumber'],
    ['genre for a COMPANY', company({ genre: 'MALE' }), 'genre'],
    ['email that is not an address', individual({ email: 'maria.example.com' }), 'email'],
    ['phone without the country code', individual({ phone: '11987654321' }), 'phone'],
    ['phone with letters', individual({ phone: '+55 11 CALL-ME' }), 'phone'],
    ['country that is not a code', individual({ country: 'Brasil' }), 'country'],
    ['country null', individual({ country: null }), 'country'],
    ['classifications not an array', individual({ classifications: 'CUSTOMER' }), 'classifications'],
    ['tags not strings', individual({ tags: [1, 2] }), 'tags'],
    ['tags null', individual({ tags: null }), 'tags'],
    ['socialName over 255 characters', individual({ socialName: 'a'.repeat(256) }), 'socialName'],
  ])('%s: 400 VALIDATION_ERROR', async (_case, body, field) => {
    expectError(await api.post('/persons', body), 400, 'VALIDATION_ERROR', field);
  });

  it.each([
    ['personType in lower case', individual({ personType: 'individual' }), 'personType'],
    ['personType not in the list', individual({ personType: 'PERSON' }), 'personType'],
    ['genre in lower case', individual({ genre: 'female' }), 'genre'],
    ['genre not in the list', individual({ genre: 'F' }), 'genre'],
    ['classification in lower case', individual({ classifications: ['customer'] }), 'classifications'],
    ['classification not in the list', individual({ classifications: ['CUSTOMER', 'VIP'] }), 'classifications'],
  ])('%s: 400 INVALID_ENUM_VALUE', async (_case, body, field) => {
    expectError(await api.post('/persons', body), 400, 'INVALID_ENUM_VALUE', field);
  });

  it.each([
    ['id', '0190c6f2-0000-7000-8000-000000000000'],
    ['code', 'P-0001'],
    ['isActive', false],
    ['createdAt', '2026-01-01T00:00:00.000Z'],
    ['updatedAt', '2026-01-01T00:00:00.000Z'],
    ['companyId', '0190c6f2-0000-7000-8000-000000000000'],
    ['nickname', 'Mari'],
  ])('the field %s, which cannot be sent: 400 VALIDATION_ERROR', async (field, value) => {
    expectError(await api.post('/persons', individual({ [field]: value })), 400, 'VALIDATION_ERROR', field);
  });

  it('lists every faulty field at once', async () => {
    const response = await api.post('/persons', { name: '', personType: 'COMPANY', email: 'x', documentNumber: '123' });
    expect(response.status).toBe(400);
    expect(response.body.errors.map((entry: { field: string }) => entry.field).sort()).toEqual(['documentNumber', 'email', 'name']);
  });
});

describe('malformed input never gives a 500', () => {
  let api: HttpClient;
  let person: { id: string };
  beforeAll(async () => {
    ({ api } = await newCompany());
    person = await createPerson(api, individual());
  });

  it.each([
    ['a NUL in a string', individual({ name: 'Maria\u0000' }), 'VALIDATION_ERROR', 'name'],
    ['a NUL in a tag', individual({ tags: ['a\u0000'] }), 'VALIDATION_ERROR', 'tags.0'],
    ['a NUL in a field name', { ...individual(), 'na\u0000me': 'x' }, 'VALIDATION_ERROR', undefined],
    ['a NUL in an address field', individual({ address: { city: '\u0000' } }), 'VALIDATION_ERROR', 'address.city'],
    ['a huge number as the name', individual({ name: 1e308 }), 'VALIDATION_ERROR', 'name'],
    ['an object as the name', individual({ name: { $gt: '' } }), 'VALIDATION_ERROR', 'name'],
    ['an array as the name', individual({ name: ['Maria'] }), 'VALIDATION_ERROR', 'name'],
    ['an array as personType', individual({ personType: ['INDIVIDUAL'] }), 'INVALID_ENUM_VALUE', 'personType'],
    ['an object as genre', individual({ genre: { value: 'MALE' } }), 'INVALID_ENUM_VALUE', 'genre'],
    ['a nested array of classifications', individual({ classifications: [['CUSTOMER']] }), 'INVALID_ENUM_VALUE', 'classifications'],
    ['null inside classifications', individual({ classifications: [null] }), 'INVALID_ENUM_VALUE', 'classifications'],
    ['an object as classifications', individual({ classifications: { 0: 'CUSTOMER' } }), 'VALIDATION_ERROR', 'classifications'],
    ['1000 classifications', individual({ classifications: Array(1000).fill('LEAD') }), 'VALIDATION_ERROR', 'classifications'],
    ['51 tags', individual({ tags: Array.from({ length: 51 }, (_, i) => `t${i}`) }), 'VALIDATION_ERROR', 'tags'],
    ['a tag of 51 characters', individual({ tags: ['t'.repeat(51)] }), 'VALIDATION_ERROR', 'tags'],
    ['an address that is a string', individual({ address: 'Rua A, 10' }), 'VALIDATION_ERROR', 'address'],
    ['an address that is an array', individual({ address: [] }), 'VALIDATION_ERROR', 'address'],
    ['an address that is null', individual({ address: null }), 'VALIDATION_ERROR', 'address'],
    ['an address with an unknown field', individual({ address: { planet: 'Earth' } }), 'VALIDATION_ERROR', 'address.planet'],
    ['an address field that is a number', individual({ address: { number: 10 } }), 'VALIDATION_ERROR', 'address.number'],
    ['a boolean as the document', individual({ documentNumber: true }), 'VALIDATION_ERROR', 'documentNumber'],
    ['a document of 1000 digits', individual({ documentNumber: '1'.repeat(1000) }), 'VALIDATION_ERROR', 'documentNumber'],
    ['an email of 10 000 characters', individual({ email: `${'a'.repeat(10_000)}@example.com` }), 'VALIDATION_ERROR', 'email'],
  ])('POST with %s: 400 %s', async (_case, body, message, field) => {
    expectError(await api.post('/persons', body), 400, message, field);
  });

  it.each([
    ['an array', '[]'],
    ['a string', '"Maria"'],
    ['a number', '42'],
    ['null', 'null'],
    ['malformed JSON', '{"name": "Maria",'],
    ['JSON with a prototype key', '{"name":"Maria","personType":"INDIVIDUAL","__proto__":{"isActive":false}}'],
    ['JSON with a constructor key', '{"name":"Maria","personType":"INDIVIDUAL","constructor":{"prototype":{"x":1}}}'],
  ])('POST with %s as the body: 400 VALIDATION_ERROR', async (_case, raw) => {
    expectError(await api.request('POST', '/persons', { raw }), 400, 'VALIDATION_ERROR');
  });

  it('POST with a body nested 10 000 levels deep: 400', async () => {
    const raw = `{"name":"Maria","personType":"INDIVIDUAL","address":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    expectError(await api.request('POST', '/persons', { raw }), 400, 'VALIDATION_ERROR');
  });

  it('POST with a body over 1 MiB: 413 PAYLOAD_TOO_LARGE', async () => {
    expectError(await api.post('/persons', individual({ name: 'a'.repeat(1024 * 1024) })), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('PUT with an array as the body: 400', async () => {
    expectError(await api.request('PUT', `/persons/${person.id}`, { raw: '[{"name":"X"}]' }), 400, 'VALIDATION_ERROR');
  });

  it.each([
    ['search with a NUL', 'search=%00', 'search'],
    ['search over 255 characters', `search=${'a'.repeat(256)}`, 'search'],
    ['search given twice', 'search=a&search=b', 'search'],
    ['limit as a huge number', 'limit=1e308', 'limit'],
    ['page beyond any integer', `page=${'9'.repeat(400)}`, 'page'],
    ['personType with a NUL', 'personType=COMPANY%00', 'personType'],
  ])('GET with %s: 400', async (_case, query, field) => {
    const response = await api.get(`/persons?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it('GET of a page far beyond the last: 200 and no records', async () => {
    const response = await api.get(`/persons?page=${Number.MAX_SAFE_INTEGER}&limit=100`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([]);
  });

  it.each(['%E0%A4%A', '%'])('GET /persons/%s: the spec error body', async (id) => {
    const response = await api.get(`/persons/${id}`);
    expect(response.status).toBeLessThan(500);
    expect(response.body).toEqual(
      expect.objectContaining({ statusCode: response.status, message: expect.stringMatching(/^[A-Z_]+$/), friendlyMessage: expect.any(String) }),
    );
    expect(response.headers.get('x-request-id')).toEqual(expect.any(String));
  });

  it('GET with an id of 5000 characters: 404', async () => {
    expectError(await api.get(`/persons/${'a'.repeat(5000)}`), 404, 'RESOURCE_NOT_FOUND');
  });
});
