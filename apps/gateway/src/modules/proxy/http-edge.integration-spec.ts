import { HttpClient, adminClient, authHeaders, authenticate, createTenant, testStack } from '@bizapi/testing';

const root = () => new HttpClient(testStack().baseUrl.replace('/external/v1', ''));
const ANY_ID = '0192f5a0-0000-7000-8000-000000000000';

describe('unknown routes', () => {
  it.each([
    ['GET', '/external/v2/persons'],
    ['GET', '/external/v1/unknown'],
    ['GET', '/external/v1'],
    ['GET', '/external/v1/persons/a/b'],
    ['DELETE', `/external/v1/persons/${ANY_ID}`],
    ['POST', `/external/v1/persons/${ANY_ID}`],
    ['PUT', '/external/v1/persons'],
    ['PATCH', `/external/v1/persons/${ANY_ID}`],
    ['GET', '/external/v1/auth'],
    ['GET', '/anything'],
  ])('%s %s answers 404 ROUTE_NOT_FOUND, with or without credentials', async (method, path) => {
    const { tokens } = await createTenant({ seed: false });
    for (const headers of [{}, authHeaders(tokens)]) {
      const response = await root().request(method, path, { headers });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ statusCode: 404, message: 'ROUTE_NOT_FOUND', friendlyMessage: expect.any(String) });
    }
  });
});

describe('request ids', () => {
  it('puts X-Request-Id on every response and in every error body', async () => {
    const { api } = await createTenant({ seed: false });
    for (const response of [await api.get('/persons'), await root().get('/external/v1/persons'), await root().get('/nowhere')]) {
      const id = response.headers.get('x-request-id');
      expect(id).toMatch(/^[\w.:-]+$/);
      if (response.status >= 400) expect(response.body.requestId).toBe(id);
    }
  });

  it("keeps a client's own request id", async () => {
    const response = await root().get('/external/v1/persons', { headers: { 'x-request-id': 'client-trace-42' } });
    expect(response.headers.get('x-request-id')).toBe('client-trace-42');
    expect(response.body.requestId).toBe('client-trace-42');
  });

  it('replaces a request id that is not a sane token', async () => {
    const response = await root().get('/external/v1/persons', { headers: { 'x-request-id': 'x'.repeat(300) } });
    expect(response.headers.get('x-request-id')).not.toBe('x'.repeat(300));
  });
});

describe('request bodies', () => {
  it('answers 413 PAYLOAD_TOO_LARGE above 1 MiB', async () => {
    const { api } = await createTenant({ seed: false });
    const response = await api.post('/persons', { name: 'x'.repeat(1024 * 1024) });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('PAYLOAD_TOO_LARGE');
  });

  it('takes a body just under 1 MiB and validates it', async () => {
    const { api } = await createTenant({ seed: false });
    const response = await api.post('/persons', { name: 'x'.repeat(1024 * 1024 - 100), personType: 'INDIVIDUAL' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ field: 'name' })]);
  });

  it.each(['{"name": ', '{name: "x"}', '[1,2', '"unterminated'])('answers 400 VALIDATION_ERROR to malformed JSON %s', async (raw) => {
    const { api } = await createTenant({ seed: false });
    const response = await api.request('POST', '/persons', { raw });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'VALIDATION_ERROR', errors: [{ field: 'body' }] });
  });

  it.each(['[]', '"text"', '42', 'null', 'true'])('answers 400 VALIDATION_ERROR when the body %s is not an object', async (raw) => {
    const { api } = await createTenant({ seed: false });
    const response = await api.request('POST', '/persons', { raw });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'VALIDATION_ERROR', errors: [{ field: 'body' }] });
  });

  it('refuses JSON that tries to pollute prototypes', async () => {
    const { api } = await createTenant({ seed: false });
    const response = await api.request('POST', '/persons', { raw: '{"name":"a","personType":"COMPANY","__proto__":{"isAdmin":true}}' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('VALIDATION_ERROR');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])('answers 415 UNSUPPORTED_MEDIA_TYPE to %s', async (type) => {
    const { api } = await createTenant({ seed: false });
    const response = await api.request('POST', '/persons', { raw: 'name=x', headers: { 'content-type': type } });
    expect(response.status).toBe(415);
    expect(response.body.message).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('takes a JSON body with a charset', async () => {
    const { api } = await createTenant({ seed: false });
    const response = await api.request('POST', '/persons', {
      raw: JSON.stringify({ name: 'Açaí Ltda', personType: 'COMPANY' }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(response.status).toBe(201);
    expect(response.body.name).toBe('Açaí Ltda');
  });
});

describe('scopes of an API key', () => {
  async function keyWithScopes(scopes: string[]) {
    const tenant = await createTenant({ seed: false });
    const key = await (await adminClient()).createKey(tenant.company.id, tenant.user.id, scopes);
    return new HttpClient(testStack().baseUrl, authHeaders(await authenticate(key.apiKey, key.secret)));
  }

  it('lets a read scope read and not write', async () => {
    const api = await keyWithScopes(['persons:read']);
    expect((await api.get('/persons')).status).toBe(200);
    const write = await api.post('/persons', { name: 'A', personType: 'COMPANY' });
    expect(write.status).toBe(403);
    expect(write.body).toMatchObject({ statusCode: 403, message: 'INSUFFICIENT_PERMISSIONS' });
  });

  it('does not let a write scope read', async () => {
    const api = await keyWithScopes(['persons:write']);
    expect((await api.post('/persons', { name: 'A', personType: 'COMPANY' })).status).toBe(201);
    expect((await api.get('/persons')).status).toBe(403);
  });

  it('keeps a scope to its collection', async () => {
    const api = await keyWithScopes(['persons:read', 'persons:write']);
    expect((await api.get('/person-emails')).body.message).toBe('INSUFFICIENT_PERMISSIONS');
  });

  it('refuses unknown scopes when the key is made', async () => {
    const tenant = await createTenant({ seed: false });
    await expect((await adminClient()).createKey(tenant.company.id, tenant.user.id, ['persons:delete'])).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
  });
});
