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

describe("a company's own rate limit (set by the operator)", () => {
  const cachedPlan = (companyId: string) =>
    ['features', 'rate-limit'].map((part) => `${testStack().env.BIZAPI_NAMESPACE}:iam:{${companyId}}:${part}`);

  it('raised to N: N requests a minute, then 429 with the headers naming N; another company keeps the default', async () => {
    const raised = await createTenant();
    const other = await createTenant();
    const RAISED = 130;
    const record = await (await adminClient()).updateCompany(raised.company.id, { rateLimitPerMinute: RAISED });
    expect(record).toEqual({ ...raised.company, rateLimitPerMinute: RAISED });

    const first = await raised.api.get('/persons');
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe(String(RAISED));
    expect(first.headers.get('ratelimit-policy')).toBe(`"company";q=${RAISED};w=60`);
    expect(first.headers.get('ratelimit-remaining')).toBe(String(RAISED - 1));
    const statuses = await burst(RAISED - 1, () => raised.api.get('/persons'));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    const refused = await raised.api.get('/persons');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('RATE_LIMIT_EXCEEDED');
    expect(refused.headers.get('ratelimit-limit')).toBe(String(RAISED));
    expect(refused.headers.get('ratelimit-policy')).toBe(`"company";q=${RAISED};w=60`);
    expect(refused.headers.get('ratelimit')).toMatch(/^"company";r=0;t=\d+$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    const neighbour = await other.api.get('/persons');
    expect(neighbour.status).toBe(200);
    expect(neighbour.headers.get('ratelimit-limit')).toBe(String(LIMIT));
    expect(neighbour.headers.get('ratelimit-policy')).toBe(`"company";q=${LIMIT};w=60`);
  });

  it("cleared (null): the gateway's default again from the next request", async () => {
    const { company, api } = await createTenant();
    const admin = await adminClient();
    await admin.updateCompany(company.id, { rateLimitPerMinute: 500 });
    expect((await api.get('/persons')).headers.get('ratelimit-limit')).toBe('500');

    const cleared = await admin.updateCompany(company.id, { rateLimitPerMinute: null });
    expect(cleared.rateLimitPerMinute).toBeNull();
    const next = await api.get('/persons');
    expect(next.headers.get('ratelimit-limit')).toBe(String(LIMIT));
    expect(next.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 2));
  });

  it('lowered or raised: effective on the next request at every replica, the plan kept', async () => {
    const { company, api, tokens } = await createTenant({ features: ['crm', 'finance'] });
    const replica = new HttpClient(testStack().shortLivedBaseUrl, authHeaders(tokens));
    const admin = await adminClient();
    await burst(6, () => api.get('/persons'));
    expect((await replica.get('/persons')).headers.get('ratelimit-limit')).toBe(String(LIMIT));

    const lowered = await admin.updateCompany(company.id, { rateLimitPerMinute: 5 });
    expect(lowered.features).toEqual(['crm', 'finance']);
    for (const client of [api, replica]) {
      const refused = await client.get('/persons');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('ratelimit-limit')).toBe('5');
    }

    await admin.updateCompany(company.id, { rateLimitPerMinute: 50 });
    for (const client of [api, replica]) {
      const admitted = await client.get('/persons');
      expect(admitted.status).toBe(200);
      expect(admitted.headers.get('ratelimit-limit')).toBe('50');
    }
    // The plan and the limit change apart: a new plan keeps the limit.
    const replanned = await admin.updateCompany(company.id, { features: ['crm'] });
    expect(replanned).toEqual({ ...company, features: ['crm'], rateLimitPerMinute: 50 });
    expect((await api.get('/persons')).headers.get('ratelimit-limit')).toBe('50');
    expect((await api.get('/financial-entries')).status).toBe(403);
  });

  it('is read from PostgreSQL before counting when Redis has forgotten it', async () => {
    const { company, api } = await createTenant();
    await (await adminClient()).updateCompany(company.id, { rateLimitPerMinute: 130 });
    await burst(LIMIT + 10, () => api.get('/persons'));
    await testRedis().del(...cachedPlan(company.id));

    const response = await api.get('/persons');
    expect(response.status).toBe(200);
    expect(response.headers.get('ratelimit-limit')).toBe('130');
    expect(await testRedis().get(cachedPlan(company.id)[1])).toBe('130');
  });

  it.each([[0], [-5], [1.5], [10_000_001], ['100']])('refuses %j as a rate limit', async (value) => {
    const { company } = await createTenant({ seed: false });
    const admin = await adminClient();
    await expect(admin.updateCompany(company.id, { rateLimitPerMinute: value as number })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'rateLimitPerMinute', message: expect.stringContaining('whole number from 1 to 10000000') }],
    });
    await expect(admin.createCompany('Bad Limit Ltda', undefined, value as number)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await admin.updateCompany(company.id, { rateLimitPerMinute: 10_000_000 })).rateLimitPerMinute).toBe(10_000_000);
  });

  it('may be given at creation', async () => {
    const admin = await adminClient();
    const company = await admin.createCompany('Big Customer Ltda', ['crm'], 1_000);
    expect(company).toEqual({ id: expect.any(String), name: 'Big Customer Ltda', features: ['crm'], rateLimitPerMinute: 1_000 });
    expect((await admin.createCompany('Default Ltda')).rateLimitPerMinute).toBeNull();
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
