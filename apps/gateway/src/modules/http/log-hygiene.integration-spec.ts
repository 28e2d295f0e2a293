import {
  DedicatedStack,
  HttpClient,
  ServerProcess,
  Tenant,
  WebhookReceiver,
  WebhookSystem,
  eventually,
  startRedisServer,
  startWebhookSystem,
} from '@bizapi/testing';
import { randomUUID } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Logs are read by more people than the data is: they must never hold a
 * credential, a token, a query's values or personal data. This drives the
 * API with marker values through every kind of request (auth, bad auth,
 * writes, refused writes, searches, webhooks) on a stack of its own logging at
 * `debug`, then reads every process's log for the markers.
 */

const marker = (label: string) => `${label}${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const VALID_CPF = '52998224725';

describe('log hygiene', () => {
  let redis: ServerProcess;
  let system: WebhookSystem;
  let stack: DedicatedStack;
  let tenant: Tenant;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    redis = await startRedisServer();
    system = await startWebhookSystem({ REDIS_URL: redis.url, LOG_LEVEL: 'debug' });
    ({ stack, tenant, receiver } = system);
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
    await redis?.destroy();
  }, 60_000);

  it('never writes keys, secrets, tokens, query values or personal data to any log', async () => {
    const email = `${marker('mail')}@example.com`;
    const phone = `+55119${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
    const wrongSecret = marker('wrongsecret');
    const searchText = marker('search');
    const unknownPersonName = marker('name');
    const markers: Record<string, string> = {
      apiKey: tenant.key.apiKey,
      secret: tenant.key.secret,
      accessToken: tenant.tokens.accessToken,
      companyToken: tenant.tokens.companyToken,
      email,
      phone,
      cpf: VALID_CPF,
      wrongSecret,
      searchText,
      unknownPersonName,
    };
    const anonymous = new HttpClient(stack.baseUrl);

    expect((await anonymous.post('/auth', { secret: wrongSecret }, { headers: { 'x-api-key': tenant.key.apiKey } })).status).toBe(401);
    const refreshed = await anonymous.post('/auth/refresh-token', undefined, {
      headers: { authorization: `Bearer ${tenant.tokens.accessToken}`, 'x-company-token': tenant.tokens.companyToken },
    });
    expect(refreshed.status).toBe(200);
    markers.refreshedToken = refreshed.body.accessToken;

    const person = await tenant.api.post('/persons', {
      name: 'Maria da Silva',
      personType: 'INDIVIDUAL',
      documentNumber: VALID_CPF,
      email,
      phone,
    });
    expect(person.status).toBe(201);
    // The same tax id again, a malformed e-mail and an unknown field: refusals carry the values too.
    expect((await tenant.api.post('/persons', { name: 'Maria', personType: 'INDIVIDUAL', documentNumber: VALID_CPF })).status).toBe(400);
    expect(
      (await tenant.api.post('/persons', { name: unknownPersonName, personType: 'INDIVIDUAL', email: `not-an-email ${email}` })).status,
    ).toBe(400);
    expect((await tenant.api.put(`/persons/${person.body.id}`, { phone, email, nickname: unknownPersonName })).status).toBe(400);
    expect((await tenant.api.get(`/persons?search=${encodeURIComponent(searchText)}`)).status).toBe(200);
    expect((await tenant.api.get(`/persons?email=${encodeURIComponent(email)}`)).status).toBe(400);

    const subscription = await tenant.api.post('/webhooks', { url: receiver.url, events: ['person.updated'] });
    expect(subscription.status).toBe(201);
    markers.webhookSecret = subscription.body.secret;
    expect((await tenant.api.put(`/persons/${person.body.id}`, { socialName: 'Maria' })).status).toBe(200);
    await receiver.waitFor(1);

    // pino flushes at least every second.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const logs = await readLogs(stack.logDir);
    expect(logs.join('\n')).toContain('request completed');
    for (const [name, value] of Object.entries(markers)) {
      const leaking = logs.filter((line) => line.includes(value));
      expect({ [name]: leaking }).toEqual({ [name]: [] });
    }
  }, 60_000);

  it('says which dependency is down on /health/ready, and nothing of hosts, ports or errors', async () => {
    // The gateway's probes are on its internal port, beside /metrics.
    const readiness = stack.metricsUrl('gateway').replace('/metrics', '/health/ready');
    const ready = await fetch(readiness);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ok',
      info: { database: { status: 'up' }, nats: { status: 'up' }, redis: { status: 'up' } },
      error: {},
      details: { database: { status: 'up' }, nats: { status: 'up' }, redis: { status: 'up' } },
    });

    await redis.stop();
    try {
      // An answer is reused for up to a second.
      const notReady = await eventually(async () => {
        const answer = await fetch(readiness);
        return answer.status === 503 ? answer : undefined;
      });
      expect(await notReady.json()).toEqual({
        status: 'error',
        info: { database: { status: 'up' }, nats: { status: 'up' } },
        error: { redis: { status: 'down' } },
        details: { database: { status: 'up' }, nats: { status: 'up' }, redis: { status: 'down' } },
      });
    } finally {
      await redis.start();
    }
  }, 60_000);
});

async function readLogs(directory: string): Promise<string[]> {
  const files = await readdir(directory);
  const contents = await Promise.all(files.map((file) => readFile(join(directory, file), 'utf8')));
  return contents.flatMap((content) => content.split('\n'));
}
