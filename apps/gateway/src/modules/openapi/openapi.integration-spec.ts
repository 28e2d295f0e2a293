import { HttpClient, OPENAPI_DOCUMENT_PATH, createTenant, responseValidator, testStack } from '@bizapi/testing';
import { readFileSync } from 'node:fs';

describe('GET /external/v1/openapi.json', () => {
  it('serves the committed OpenAPI 3.1 document to anyone, without credentials', async () => {
    const response = await new HttpClient(testStack().baseUrl).get('/openapi.json');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-request-id')).toEqual(expect.any(String));
    expect(response.body).toEqual(JSON.parse(readFileSync(OPENAPI_DOCUMENT_PATH, 'utf8')));
    expect(response.body.openapi).toBe('3.1.0');
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/persons', '/persons/{id}', '/auth', '/accounting-reports/trial-balance']),
    );
  });

  it('is not a tenant request: no rate-limit headers, and the tenant allowance does not move', async () => {
    const { api } = await createTenant();
    const before = Number((await api.get('/persons')).headers.get('ratelimit-remaining'));
    for (let fetched = 0; fetched < 3; fetched += 1) {
      const document = await api.get('/openapi.json');
      expect(document.status).toBe(200);
      expect(document.headers.get('ratelimit-remaining')).toBeNull();
    }
    const after = Number((await api.get('/persons')).headers.get('ratelimit-remaining'));
    expect(after).toBe(before - 1);
  });
});

describe('answers checked against the document', () => {
  it('passes a real answer, and fails it once a field is added, mistyped or its status changed', async () => {
    const { api } = await createTenant();
    // The harness's client already checked this answer; the copies below are made wrong on purpose.
    const created = await api.post('/persons', { name: 'Ana Souza', personType: 'INDIVIDUAL' });
    expect(created.status).toBe(201);
    const got = await api.get(`/persons/${created.body.id}`);
    const answer = { method: 'GET', path: `/external/v1/persons/${created.body.id}`, status: 200, headers: got.headers, body: got.body };
    const validator = responseValidator();

    expect(validator.problems(answer)).toEqual([]);
    expect(validator.problems({ ...answer, body: { ...got.body, secretNote: 'x' } })).toEqual([
      'personsGet (GET /persons/{id}) answered 200: at /secretNote the body has a property the document does not declare',
    ]);
    expect(validator.problems({ ...answer, body: { ...got.body, isActive: 'yes' } })).toEqual([
      'personsGet (GET /persons/{id}) answered 200: at /isActive the body must be boolean',
    ]);
    expect(validator.problems({ ...answer, status: 201 })).toEqual([
      expect.stringContaining('personsGet (GET /persons/{id}) answered 201, a status the document does not declare'),
    ]);
    expect(() => validator.check({ ...answer, body: { ...got.body, createdAt: 'yesterday' } })).toThrow(
      /at \/createdAt the body must match format "date-time"/,
    );
  });
});
