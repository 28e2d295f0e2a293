import { HttpClient, adminClient, authHeaders, createTenant, testRedis, testStack } from '@bizapi/testing';

const LIMIT = 100;

/** Sends `count` requests, ten at a time, and returns the statuses. */
async function burst(count: number, send: () => Promise<{ status: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let sent = 0; sent < count; sent += 10) {
    const batch = await Promise.all(Array.from({ length: Math.min(10, count - sent) }, send));
    statuses.push(...batch.map((response) => response.status));
  }
  return statuses;
}

describe('rate limit per company', () => {
  it('reports the allowance on every authenticated response', async () => {
    const { api } = await createTenant();
    const first = await api.get('/persons');
    const second = await api.get('/persons/00000000-0000-7000-8000-000000000000');

    expect(first.headers.get('ratelimit-limit')).toBe(String(LIMIT));
    expect(Number(first.headers.get('ratelimit-remaining'))).toBe(LIMIT - 1);
    expect(Number(second.headers.get('ratelimit-remaining'))).toBe(LIMIT - 2);
    expect(Number(first.headers.get('ratelimit-reset'))).toBeGreaterThanOrEqual(1);
    expect(Number(first.headers.get('ratelimit-reset'))).toBeLessThanOrEqual(60);
    expect(first.headers.get('retry-after')).toBeNull();
  });

  it('allows 100 requests a minute, then answers 429 RATE_LIMIT_EXCEEDED with Retry-After', async () => {
    const { api } = await createTenant();
    const statuses = await burst(LIMIT, () => api.get('/persons'));
    expect(statuses.every((status) => status === 200)).toBe(true);

    const refused = await api.get('/persons');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      message: 'RATE_LIMIT_EXCEEDED',
      friendlyMessage: expect.any(String),
      requestId: expect.any(String),
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
  });

  it('counts every request of the company, whatever its outcome', async () => {
    const { api } = await createTenant();
    await burst(LIMIT, () => api.get('/persons/does-not-exist'));
    expect((await api.get('/persons')).status).toBe(429);
  });

  it('is shared by all gateway replicas', async () => {
    const { api, tokens } = await createTenant();
    // The other replica (the stack's short-lived one) with the same token: replicas share the signing secret. Its own
    // tokens would live 2 s, less than this test may take on a busy machine (each 429 is held a second).
    const replica = new HttpClient(testStack().shortLivedBaseUrl, authHeaders(tokens));
    await burst(LIMIT / 2, () => api.get('/persons'));
    await burst(LIMIT / 2, () => replica.get('/persons'));
    const [first, other] = await Promise.all([api.get('/persons'), replica.get('/persons')]);
    expect([first.status, other.status]).toEqual([429, 429]);
  });

  it('is counted per company: one company at its limit does not slow another', async () => {
    const busy = await createTenant();
    const quiet = await createTenant();
    await burst(LIMIT + 5, () => busy.api.get('/persons'));
    expect((await quiet.api.get('/persons')).status).toBe(200);
  });
});

describe('attempts at /auth', () => {
  it('are limited to 20 a minute per API key, counting good and bad secrets alike', async () => {
    // createTenant signed in once already: that is attempt 1.
    const { key } = await createTenant();
    const other = await createTenant();
    const client = new HttpClient(testStack().baseUrl);
    const attempt = (apiKey: string, secret: string) => client.post('/auth', { secret }, { headers: { 'x-api-key': apiKey } });

    const statuses = await burst(18, () => attempt(key.apiKey, 'wrong-secret'));
    expect(new Set(statuses)).toEqual(new Set([401]));
    expect((await attempt(key.apiKey, key.secret)).status).toBe(200);

    const refused = await attempt(key.apiKey, key.secret);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('RATE_LIMIT_EXCEEDED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await attempt(other.key.apiKey, other.key.secret)).status).toBe(200);
  });
});

describe('when Redis forgets', () => {
  const keyState = (companyId: string, apiKeyId: string) => `${testStack().env.BIZAPI_NAMESPACE}:iam:{${companyId}}:key:${apiKeyId}`;

  it('an active key keeps working: PostgreSQL decides and Redis learns again', async () => {
    const { company, key, api } = await createTenant();
    await testRedis().del(keyState(company.id, key.id), `${testStack().env.BIZAPI_NAMESPACE}:iam:{${company.id}}:features`);
    expect((await api.get('/persons')).status).toBe(200);
    expect(await testRedis().get(keyState(company.id, key.id))).toBe('1');
  });

  it('a revoked key stays revoked', async () => {
    const { company, key, api } = await createTenant();
    await (await adminClient()).revokeKey(key.id);
    await testRedis().del(keyState(company.id, key.id));
    const response = await api.get('/persons');
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('TOKEN_INVALID');
  });
});
