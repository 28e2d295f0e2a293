import { AdminClient } from '@bizapi/runtime';
import { DedicatedStack, createTenant, startDedicatedStack } from '@bizapi/testing';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { keptRecords } from '../../testing/kept-records';

/**
 * The byte budget each company has for whole answers, on a gateway whose
 * budget is 100,000 bytes: past it a company's answers are kept in compact
 * form only (a retry reads the record as it is now), and another company
 * keeps its whole answers (docs/decisions.md, "Idempotency records").
 */
describe('Idempotency-Key budget per company', () => {
  const BUDGET = 100_000;
  let stack: DedicatedStack;
  let admin: AdminClient;
  let redis: Redis;

  beforeAll(async () => {
    stack = await startDedicatedStack({ apps: ['gateway', 'sales-contracts'], env: { IDEMPOTENCY_BUDGET_BYTES: String(BUDGET) } });
    admin = await AdminClient.connect(stack.env.NATS_URL, stack.env.BIZAPI_NAMESPACE);
    redis = new Redis(stack.env.REDIS_URL);
  }, 90_000);

  afterAll(async () => {
    await redis?.quit();
    await admin?.close();
    await stack?.stop();
  }, 30_000);

  const keyed = (key: string) => ({ headers: { 'idempotency-key': key } });
  // About 20 KB an answer: five of them pass the budget.
  const content = 'Cláusula. '.repeat(2_000);

  /** Creates a sign with a key, changes its title, and retries: what the retry shows tells how the answer was kept. */
  async function titleOnRetry(api: Awaited<ReturnType<typeof createTenant>>['api'], key: string, title: string): Promise<string> {
    const retry = await api.post('/signs', { title, content }, keyed(key));
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    return retry.body.title;
  }

  it('keeps whole answers up to the budget, then compact ones only; another company is unaffected', async () => {
    const busy = await createTenant({ admin, baseUrl: stack.baseUrl, seed: false });
    const keys = Array.from({ length: 8 }, () => randomUUID());
    const created = [];
    for (const [index, key] of keys.entries()) created.push(await busy.api.post('/signs', { title: `Contrato ${index}`, content }, keyed(key)));
    expect(created.every((response) => response.status === 201)).toBe(true);

    const kept = await keptRecords(busy.company.id, { redis, namespace: stack.env.BIZAPI_NAMESPACE });
    // Redis's allocator rounds large values up (a quarter at most); compact records are a few hundred bytes each.
    expect(kept.bytes).toBeLessThan(BUDGET * 1.25 + keys.length * 1_024);

    for (const response of [created[0], created[7]]) await busy.api.put(`/signs/${response.body.id}`, { title: 'Contrato revisto' });
    // The first answer was kept whole: the retry shows it as first sent. The last, past the budget, reads the sign now.
    expect(await titleOnRetry(busy.api, keys[0], 'Contrato 0')).toBe('Contrato 0');
    expect(await titleOnRetry(busy.api, keys[7], 'Contrato 7')).toBe('Contrato revisto');

    const quiet = await createTenant({ admin, baseUrl: stack.baseUrl, seed: false });
    const key = randomUUID();
    const first = await quiet.api.post('/signs', { title: 'Outro', content }, keyed(key));
    await quiet.api.put(`/signs/${first.body.id}`, { title: 'Contrato revisto' });
    expect(await titleOnRetry(quiet.api, key, 'Outro')).toBe('Outro');
  }, 60_000);
});
