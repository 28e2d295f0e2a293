import { HttpClient, adminClient, authHeaders, authenticate, createTenant, queryDatabase, sleep, testStack } from '@bizapi/testing';
import * as jwt from 'jsonwebtoken';
import { generateKeyPairSync } from 'node:crypto';

const gateway = () => new HttpClient(testStack().baseUrl);
const replica = () => new HttpClient(testStack().shortLivedBaseUrl);
const signIn = (client: HttpClient, apiKey: string | undefined, body: unknown) =>
  client.post('/auth', body, { headers: apiKey === undefined ? {} : { 'x-api-key': apiKey } });

function expectError(response: { status: number; body: any }, status: number, message: string) {
  expect({ status: response.status, message: response.body.message }).toEqual({ status, message });
  expect(response.body).toEqual(
    expect.objectContaining({ statusCode: status, message, friendlyMessage: expect.any(String), requestId: expect.any(String) }),
  );
}

describe('POST /auth', () => {
  it('exchanges an API key and its secret for an access token and the company token', async () => {
    const { key } = await createTenant();
    const response = await signIn(gateway(), key.apiKey, { secret: key.secret });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      companyToken: expect.any(String),
      expiresIn: 3600,
    });
  });

  it('gives the same company token on every sign-in of the company, and different ones to different companies', async () => {
    const first = await createTenant();
    const second = await createTenant();
    const again = await signIn(gateway(), first.key.apiKey, { secret: first.key.secret });
    expect(again.body.companyToken).toBe(first.tokens.companyToken);
    expect(second.tokens.companyToken).not.toBe(first.tokens.companyToken);
  });

  it.each([
    ['a wrong secret', (key: { apiKey: string; secret: string }) => [key.apiKey, { secret: `${key.secret.slice(0, -1)}x` }]],
    ['a well-formed key that does not exist', (key: { secret: string }) => [`bizextapi_ak_${'A'.repeat(45)}`, { secret: key.secret }]],
    ['a malformed key', (key: { secret: string }) => ['not-a-key', { secret: key.secret }]],
    ['no x-api-key header', (key: { secret: string }) => [undefined, { secret: key.secret }]],
  ])('answers 401 INVALID_CREDENTIALS to %s', async (_case, attempt) => {
    const { key } = await createTenant();
    const [apiKey, body] = attempt(key as never) as [string | undefined, unknown];
    expectError(await signIn(gateway(), apiKey, body), 401, 'INVALID_CREDENTIALS');
  });

  it('answers 400 VALIDATION_ERROR naming the field when the secret is missing or not a string', async () => {
    const { key } = await createTenant();
    for (const body of [{}, { secret: 42 }, { secret: key.secret, extra: true }]) {
      const response = await signIn(gateway(), key.apiKey, body);
      expectError(response, 400, 'VALIDATION_ERROR');
      expect(response.body.errors).toEqual([expect.objectContaining({ field: expect.stringMatching(/secret|extra/) })]);
    }
  });

  it('refuses a revoked key', async () => {
    const { key } = await createTenant();
    await (await adminClient()).revokeKey(key.id);
    expectError(await signIn(gateway(), key.apiKey, { secret: key.secret }), 401, 'INVALID_CREDENTIALS');
  });

  it('stores neither the key nor the secret, only a lookup hash and a salted argon2id hash', async () => {
    const { key } = await createTenant();
    const [row] = await queryDatabase<Record<string, unknown>>('SELECT * FROM iam.api_keys WHERE id = $1', [key.id]);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(key.apiKey);
    expect(stored).not.toContain(key.secret);
    expect(row.secret_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('authentication of every other endpoint', () => {
  it.each([
    ['no Authorization header', { authorization: undefined }, 'MISSING_AUTH_HEADER'],
    ['an empty Authorization header', { authorization: '' }, 'MISSING_AUTH_HEADER'],
    ['no x-company-token header', { 'x-company-token': undefined }, 'MISSING_COMPANY_TOKEN'],
    ['neither header', { authorization: undefined, 'x-company-token': undefined }, 'MISSING_AUTH_HEADER'],
    ['a Basic credential', { authorization: 'Basic dXNlcjpwYXNz' }, 'TOKEN_INVALID'],
    ['a Bearer without a token', { authorization: 'Bearer' }, 'TOKEN_INVALID'],
    ['a token that is not a JWT', { authorization: 'Bearer abc.def.ghi' }, 'TOKEN_INVALID'],
    ['a company token of nobody', { 'x-company-token': 'cmp_nonsense' }, 'TOKEN_INVALID'],
  ])('answers 401 to %s', async (_case, headers, message) => {
    const { tokens } = await createTenant();
    const response = await gateway().get('/persons', { headers: { ...authHeaders(tokens), ...headers } });
    expectError(response, 401, message);
  });

  it('refuses a token whose claims were altered', async () => {
    const { tokens } = await createTenant();
    const other = await createTenant();
    const [header, , signature] = tokens.accessToken.split('.');
    const claims = jwt.decode(tokens.accessToken) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, cid: other.company.id })).toString('base64url');
    const response = await gateway().get('/persons', {
      headers: authHeaders({ accessToken: `${header}.${forged}.${signature}`, companyToken: other.tokens.companyToken }),
    });
    expectError(response, 401, 'TOKEN_INVALID');
  });

  it('refuses a token signed with another key, even with a valid shape', async () => {
    const { tokens } = await createTenant();
    const claims = jwt.decode(tokens.accessToken) as Record<string, unknown>;
    const foreign = jwt.sign(claims, 'x'.repeat(48), { algorithm: 'HS256' });
    expectError(await gateway().get('/persons', { headers: authHeaders({ ...tokens, accessToken: foreign }) }), 401, 'TOKEN_INVALID');
  });

  it('refuses a company token that belongs to another company', async () => {
    const mine = await createTenant();
    const theirs = await createTenant();
    const response = await gateway().get('/persons', {
      headers: authHeaders({ accessToken: mine.tokens.accessToken, companyToken: theirs.tokens.companyToken }),
    });
    expectError(response, 401, 'TOKEN_INVALID');
  });

  it('answers TOKEN_EXPIRED once the token outlives its lifetime, and the refresh gives a working token', async () => {
    const { key } = await createTenant();
    const tokens = await authenticate(key.apiKey, key.secret, testStack().shortLivedBaseUrl);
    expect(tokens.expiresIn).toBe(testStack().shortTokenTtlSeconds);
    expect((await replica().get('/persons', { headers: authHeaders(tokens) })).status).toBe(200);

    await sleep(testStack().shortTokenTtlSeconds * 1000 + 1200);
    expectError(await replica().get('/persons', { headers: authHeaders(tokens) }), 401, 'TOKEN_EXPIRED');

    const refreshed = await replica().post('/auth/refresh-token', undefined, { headers: authHeaders(tokens) });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toEqual({
      accessToken: expect.any(String),
      companyToken: tokens.companyToken,
      expiresIn: testStack().shortTokenTtlSeconds,
    });
    expect(refreshed.body.accessToken).not.toBe(tokens.accessToken);
    expect((await replica().get('/persons', { headers: authHeaders(refreshed.body) })).status).toBe(200);
  });
});

describe('POST /auth/refresh-token', () => {
  it('refreshes a valid token too, without the secret', async () => {
    const { tokens } = await createTenant();
    const response = await gateway().post('/auth/refresh-token', undefined, { headers: authHeaders(tokens) });
    expect(response.status).toBe(200);
    expect(response.body.companyToken).toBe(tokens.companyToken);
  });

  it('takes an empty JSON body as no body', async () => {
    const { tokens } = await createTenant();
    const response = await gateway().post('/auth/refresh-token', undefined, { headers: authHeaders(tokens), raw: '' });
    expect(response.status).toBe(200);
  });

  it.each([
    ['no Authorization header', { authorization: undefined }, 'MISSING_AUTH_HEADER'],
    ['no company token', { 'x-company-token': undefined }, 'MISSING_COMPANY_TOKEN'],
    ['a token that is not a JWT', { authorization: 'Bearer nope' }, 'TOKEN_INVALID'],
    ['another company token', { 'x-company-token': 'cmp_AAAA' }, 'TOKEN_INVALID'],
  ])('answers 401 to %s', async (_case, headers, message) => {
    const { tokens } = await createTenant();
    const response = await gateway().post('/auth/refresh-token', undefined, { headers: { ...authHeaders(tokens), ...headers } });
    expectError(response, 401, message);
  });

  it('will not refresh a tampered token', async () => {
    const { tokens } = await createTenant();
    const tampered = `${tokens.accessToken.slice(0, -3)}abc`;
    expectError(
      await gateway().post('/auth/refresh-token', undefined, { headers: authHeaders({ ...tokens, accessToken: tampered }) }),
      401,
      'TOKEN_INVALID',
    );
  });

  it('will not refresh a token of a revoked key', async () => {
    const { key, tokens } = await createTenant();
    await (await adminClient()).revokeKey(key.id);
    expectError(await gateway().post('/auth/refresh-token', undefined, { headers: authHeaders(tokens) }), 401, 'TOKEN_INVALID');
  });
});

describe('revocation', () => {
  it('stops every token of the key on the very next request, on every gateway replica', async () => {
    const { key, tokens } = await createTenant();
    const replicaTokens = await authenticate(key.apiKey, key.secret, testStack().shortLivedBaseUrl);
    expect((await gateway().get('/persons', { headers: authHeaders(tokens) })).status).toBe(200);

    const revoked = await (await adminClient()).revokeKey(key.id);
    expect(revoked).toEqual({ id: key.id, revokedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });

    expectError(await gateway().get('/persons', { headers: authHeaders(tokens) }), 401, 'TOKEN_INVALID');
    expectError(await replica().get('/persons', { headers: authHeaders(replicaTokens) }), 401, 'TOKEN_INVALID');
  });

  it('leaves the other keys of the company working', async () => {
    const tenant = await createTenant();
    const admin = await adminClient();
    const second = await admin.createKey(tenant.company.id, tenant.user.id);
    await admin.revokeKey(second.id);
    expect((await tenant.api.get('/persons')).status).toBe(200);
  });
});

describe('active keys per company', () => {
  it('allows three active keys and refuses a fourth until one is revoked', async () => {
    const tenant = await createTenant();
    const admin = await adminClient();
    await admin.createKey(tenant.company.id, tenant.user.id);
    const third = await admin.createKey(tenant.company.id, tenant.user.id);
    await expect(admin.createKey(tenant.company.id, tenant.user.id)).rejects.toMatchObject({ code: 'API_KEY_LIMIT_REACHED' });

    await admin.revokeKey(third.id);
    await expect(admin.createKey(tenant.company.id, tenant.user.id)).resolves.toMatchObject({ apiKey: expect.any(String) });
  });

  it('holds the limit when keys are created at the same moment', async () => {
    const tenant = await createTenant();
    const admin = await adminClient();
    const attempts = await Promise.allSettled(Array.from({ length: 5 }, () => admin.createKey(tenant.company.id, tenant.user.id)));
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(2);
  });
});

describe('tokens an attacker might forge', () => {
  let tenant: Awaited<ReturnType<typeof createTenant>>;
  beforeAll(async () => {
    tenant = await createTenant({ seed: false });
  });

  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const callWith = (bearer: string) =>
    new HttpClient(testStack().baseUrl, { authorization: `Bearer ${bearer}`, 'x-company-token': tenant.tokens.companyToken }).get('/persons');

  it('refuses alg "none" with the real claims', async () => {
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claimsOf(tenant.tokens.accessToken))}.`;
    const response = await callWith(token);
    expect([response.status, response.body.message]).toEqual([401, 'TOKEN_INVALID']);
  });

  it('refuses an RS256 token (algorithm confusion), whatever key signed it', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const token = jwt.sign(claimsOf(tenant.tokens.accessToken), privateKey, { algorithm: 'RS256' });
    expect((await callWith(token)).body.message).toBe('TOKEN_INVALID');
  });

  it('refuses HS512 and HS384 tokens signed with a guessed secret', async () => {
    for (const algorithm of ['HS512', 'HS384'] as const) {
      const token = jwt.sign(claimsOf(tenant.tokens.accessToken), 'x'.repeat(64), { algorithm });
      expect((await callWith(token)).body.message).toBe('TOKEN_INVALID');
    }
  });

  it('never accepts the company token as the bearer', async () => {
    expect((await callWith(tenant.tokens.companyToken)).body.message).toBe('TOKEN_INVALID');
  });

  it('refuses, within the same second, a token of a key revoked after it was issued', async () => {
    const fresh = await createTenant({ seed: false });
    const admin = await adminClient();
    await admin.revokeKey(fresh.key.id);
    const response = await fresh.api.get('/persons');
    expect([response.status, response.body.message]).toEqual([401, 'TOKEN_INVALID']);
  });
});

describe('the per-key attempt counter', () => {
  it('is shared by /auth and /auth/refresh-token of the same key', async () => {
    const tenant = await createTenant({ seed: false });
    const afterAuth = Number((await authenticateRaw(tenant.key.apiKey, tenant.key.secret)).headers.get('ratelimit-remaining'));
    const refreshed = await new HttpClient(testStack().baseUrl, authHeaders(tenant.tokens)).post('/auth/refresh-token');
    expect(refreshed.status).toBe(200);
    expect(Number(refreshed.headers.get('ratelimit-remaining'))).toBe(afterAuth - 1);
    expect(refreshed.headers.get('ratelimit-policy')).toMatch(/^"api-key";q=\d+;w=60$/);
  });
});

function authenticateRaw(apiKey: string, secret: string) {
  return new HttpClient(testStack().baseUrl).post('/auth', { secret }, { headers: { 'x-api-key': apiKey } });
}
