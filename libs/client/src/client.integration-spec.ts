import { createTenant, responseValidator, testRedis, testStack, type Tenant } from '@bizapi/testing';
import { createBizApiClient, type BizApiClient, type BizApiClientOptions } from './client.js';
import type { RetryEvent } from './resilient-fetch.js';

/**
 * The typed client against the running system, as an integrator uses it:
 * only an API key and secret in, every call through the gateway over HTTP.
 */

interface Sent {
  method: string;
  path: string;
  search: string;
  status: number;
  idempotencyKey: string | null;
  replayed: string | null;
}

/** A client of the tenant's key that records what went over the wire. */
function clientOf(tenant: Tenant, options: Partial<BizApiClientOptions> = {}): { api: BizApiClient; sent: Sent[]; retries: RetryEvent[] } {
  const sent: Sent[] = [];
  const retries: RetryEvent[] = [];
  const api = createBizApiClient({
    baseUrl: testStack().baseUrl,
    apiKey: tenant.key.apiKey,
    secret: tenant.key.secret,
    onRetry: (event) => retries.push(event),
    fetch: async (request) => {
      const response = await fetch(request);
      const url = new URL(request.url);
      // What the client's types promise is what the API answered: each answer is checked against docs/openapi.json.
      const text = await response.clone().text();
      const body = response.headers.get('content-type')?.includes('application/json') && text ? JSON.parse(text) : text;
      responseValidator().check({ method: request.method, path: url.pathname, status: response.status, headers: response.headers, body });
      sent.push({
        method: request.method,
        path: url.pathname.replace('/external/v1', ''),
        search: url.search,
        status: response.status,
        idempotencyKey: request.headers.get('idempotency-key'),
        replayed: response.headers.get('idempotent-replayed'),
      });
      return response;
    },
    ...options,
  });
  return { api, sent, retries };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the typed client (libs/client)', () => {
  it('signs in, creates a person and a deal, walks a list by cursor and subscribes a webhook', async () => {
    const tenant = await createTenant();
    const { api, sent } = clientOf(tenant);

    const person = await api.POST('/persons', { body: { name: 'Ana Souza', personType: 'INDIVIDUAL' } });
    expect(person.response.status).toBe(201);
    expect(person.data).toMatchObject({ name: 'Ana Souza', personType: 'INDIVIDUAL', isActive: true });
    // The first call signed in with the key and secret alone.
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/auth', status: 200 });

    const pipelines = await api.GET('/deal-pipelines', { params: { query: { limit: 1 } } });
    const pipeline = pipelines.data!.data[0];
    const deal = await api.POST('/deals', {
      body: { title: 'Implantação', customerId: person.data!.id, dealType: 'SERVICE', dealPipelineId: pipeline.id, amount: 1500.5 },
    });
    expect(deal.response.status).toBe(201);
    expect(deal.data).toMatchObject({
      customerId: person.data!.id,
      customerName: 'Ana Souza',
      dealStageId: pipeline.stages[0].id,
      amount: 1500.5,
    });

    // Each write went with an Idempotency-Key of its own, which the gateway honours: the same key again replays, writes nothing.
    const writes = sent.filter((request) => request.method === 'POST' && request.path !== '/auth');
    expect(writes.map((write) => write.idempotencyKey)).toEqual([
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    ]);
    expect(writes[0].idempotencyKey).not.toBe(writes[1].idempotencyKey);
    const again = await api.POST('/persons', {
      body: { name: 'Ana Souza', personType: 'INDIVIDUAL' },
      headers: { 'Idempotency-Key': writes[0].idempotencyKey! },
    });
    expect(again.data!.id).toBe(person.data!.id);
    expect(sent.at(-1)!.replayed).toBe('true');

    const names = ['Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio'];
    for (const name of names) await api.POST('/persons', { body: { name, personType: 'INDIVIDUAL' } });
    await api.POST('/persons', { body: { name: 'Zeta Ltda', personType: 'COMPANY' } });
    const listed: string[] = [];
    for await (const record of api.listAll('/persons', { personType: 'INDIVIDUAL', orderBy: 'name', order: 'ASC', limit: 2 })) listed.push(record.name);
    expect(listed).toEqual(['Ana Souza', ...names]);
    const pages = sent.filter((request) => request.method === 'GET' && request.path === '/persons').map((page) => new URLSearchParams(page.search));
    expect(pages).toHaveLength(3);
    expect(Object.fromEntries(pages[0])).toEqual({ personType: 'INDIVIDUAL', orderBy: 'name', order: 'ASC', limit: '2' });
    // The cursor carries the filter and the order: later pages send it and the page size alone, and the company stays out.
    expect(pages.slice(1).map((page) => [...page.keys()].sort())).toEqual([
      ['cursor', 'limit'],
      ['cursor', 'limit'],
    ]);

    const subscription = await api.POST('/webhooks', {
      body: { url: 'https://hooks.example.com/bizapi', events: ['person.created', 'deal.*'], description: 'CRM sync' },
    });
    expect(subscription.response.status).toBe(201);
    expect(subscription.data).toMatchObject({
      url: 'https://hooks.example.com/bizapi',
      isActive: true,
      secret: expect.stringMatching(/^whsec_/),
    });
    const subscriptions = await api.GET('/webhooks');
    expect(subscriptions.data!.data.map((record) => record.id)).toEqual([subscription.data!.id]);
    // Every call was answered by the API itself: no refusal, no retry.
    expect(sent.filter((request) => request.status >= 400)).toEqual([]);
  }, 60_000);

  it('renews its token before it expires (a replica whose tokens live 2 s) without a refused call', async () => {
    const { shortLivedBaseUrl, shortTokenTtlSeconds } = testStack();
    const tenant = await createTenant();
    const { api, sent } = clientOf(tenant, { baseUrl: shortLivedBaseUrl });

    for (let call = 0; call < 3; call++) {
      const { response } = await api.GET('/persons', { params: { query: { limit: 1 } } });
      expect(response.status).toBe(200);
      await sleep(shortTokenTtlSeconds * 1000 + 300);
    }
    expect((await api.GET('/persons')).response.status).toBe(200);

    expect(sent.filter((request) => request.path.startsWith('/auth')).map((request) => `${request.path} ${request.status}`)).toEqual([
      '/auth 200',
      '/auth/refresh-token 200',
      '/auth/refresh-token 200',
      '/auth/refresh-token 200',
    ]);
    expect(sent.filter((request) => request.status === 401)).toEqual([]);
  }, 60_000);

  it('waits out a 429 for its Retry-After, then gets the answer', async () => {
    const tenant = await createTenant();
    const { api, sent, retries } = clientOf(tenant);
    await api.GET('/persons', { params: { query: { limit: 1 } } });

    await overLimitFor(tenant.company.id, 2);
    const started = Date.now();
    const { response } = await api.GET('/persons', { params: { query: { limit: 1 } } });
    const waited = Date.now() - started;

    expect(response.status).toBe(200);
    expect(sent.slice(-2).map((request) => request.status)).toEqual([429, 200]);
    expect(retries).toEqual([expect.objectContaining({ status: 429, retry: 1 })]);
    // The wait is the gateway's Retry-After (whole seconds), not a guess of the client's.
    expect(retries[0].delayMs % 1000).toBe(0);
    expect(retries[0].delayMs).toBeGreaterThanOrEqual(1000);
    expect(waited).toBeGreaterThanOrEqual(retries[0].delayMs);
  }, 60_000);
});

/**
 * Puts the company over its 100 a minute for about `seconds` more: the
 * gateway's sliding window (apps/gateway access/sliding-window.lua.ts) is
 * given a previous minute so full that its weight outlasts the limit until
 * then. Spending the limit with requests would make Retry-After close to 60 s.
 */
async function overLimitFor(companyId: string, seconds: number): Promise<void> {
  const redis = testRedis();
  const windowMs = 60_000;
  const clock = async () => {
    const [unix, micros] = await redis.time();
    return Number(unix) * 1000 + Math.floor(Number(micros) / 1000);
  };
  let now = await clock();
  // Too close to the next minute, the weight would fall to nothing in time: start in the next one.
  if (windowMs - (now % windowMs) < (seconds + 3) * 1000) {
    await sleep(windowMs - (now % windowMs) + 50);
    now = await clock();
  }
  const reset = windowMs - (now % windowMs);
  const previous = Math.ceil((windowMs * 99) / (reset - seconds * 1000));
  const key = `${testStack().env.BIZAPI_NAMESPACE}:rl:{${companyId}}`;
  await redis.hset(key, { w: Math.floor(now / windowMs) - 1, c: previous, p: 0 });
}

describe('examples/client-quickstart.mjs', () => {
  it('runs as documented against the running system', async () => {
    const tenant = await createTenant();
    const { execFile } = await import('node:child_process');
    const root = `${__dirname}/../../..`;
    const output = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        ['examples/client-quickstart.mjs'],
        {
          cwd: root,
          env: {
            ...process.env,
            BIZAPI_BASE_URL: testStack().baseUrl,
            BIZAPI_API_KEY: tenant.key.apiKey,
            BIZAPI_SECRET: tenant.key.secret,
          },
        },
        (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
      ),
    );
    expect(output).toMatch(/^created person \S+\nfound Maria Oliveira in the list\nlisted \d+ persons\n$/);
  }, 30_000);
});
