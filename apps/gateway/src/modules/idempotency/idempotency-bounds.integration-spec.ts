import { HttpClient, WebhookReceiver, adminClient, authHeaders, authenticate, createTenant, testStack } from '@bizapi/testing';
import { randomUUID } from 'node:crypto';
import { keptRecords } from '../../testing/kept-records';

/**
 * What the idempotency store keeps, read straight from Redis: per API key,
 * bounded in size, and never a secret in clear (docs/integrators.md,
 * "Idempotent retries"; docs/decisions.md, "Idempotency records").
 */
describe('Idempotency-Key records', () => {
  const keyed = (key: string) => ({ headers: { 'idempotency-key': key } });

  it('keeps keys of one API key apart from another key of the same company', async () => {
    const tenant = await createTenant({ seed: false });
    const second = await (await adminClient()).createKey(tenant.company.id, tenant.user.id);
    const otherKey = new HttpClient(testStack().baseUrl, authHeaders(await authenticate(second.apiKey, second.secret)));
    const key = randomUUID();
    const body = { name: `Por Chave ${key.slice(0, 8)}`, personType: 'INDIVIDUAL' };

    const first = await tenant.api.post('/persons', body, keyed(key));
    const fromOtherKey = await otherKey.post('/persons', body, keyed(key));
    expect([first.status, fromOtherKey.status]).toEqual([201, 201]);
    expect(fromOtherKey.headers.get('idempotent-replayed')).toBeNull();
    expect(fromOtherKey.body.id).not.toBe(first.body.id);
    // Each key's own retry still replays its own answer.
    expect((await otherKey.post('/persons', body, keyed(key))).body.id).toBe(fromOtherKey.body.id);
  });

  it('keeps no body of an answer over 64 KiB: 40 signs of 100,000 characters add a few KB, and a retry gets the sign as it is now', async () => {
    const { company, api } = await createTenant({ seed: false });
    const content = 'Cláusula primeira. '.repeat(5_300).slice(0, 100_000);
    const keys = Array.from({ length: 40 }, () => randomUUID());
    const before = await keptRecords(company.id);
    const created = [];
    for (let sent = 0; sent < keys.length; sent += 10) {
      const batch = keys.slice(sent, sent + 10).map((key, index) => api.post('/signs', { title: `Contrato ${sent + index}`, content }, keyed(key)));
      created.push(...(await Promise.all(batch)));
    }
    expect(created.every((response) => response.status === 201)).toBe(true);
    const after = await keptRecords(company.id);
    expect(after.keys - before.keys).toBeGreaterThanOrEqual(40);
    expect(after.bytes - before.bytes).toBeLessThan(40 * 1_024);

    // The retry runs nothing: it reads the sign written by the first request, changes included, marked as replayed.
    await api.put(`/signs/${created[0].body.id}`, { title: 'Contrato revisto' });
    const retry = await api.post('/signs', { title: 'Contrato 0', content }, keyed(keys[0]));
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toMatchObject({ id: created[0].body.id, title: 'Contrato revisto', content });
    expect((await api.get('/signs?limit=1')).body.meta.total).toBe(40);
  }, 60_000);

  it('answers a key that may write but not read the record 403 on such a retry: it would show the record as it is now', async () => {
    const tenant = await createTenant({ seed: false });
    const writeOnly = await (await adminClient()).createKey(tenant.company.id, tenant.user.id, ['signs:write']);
    const api = new HttpClient(testStack().baseUrl, authHeaders(await authenticate(writeOnly.apiKey, writeOnly.secret)));
    const key = randomUUID();
    const body = { title: 'Contrato grande', content: 'x'.repeat(70_000) };
    expect((await api.post('/signs', body, keyed(key))).status).toBe(201);
    const retry = await api.post('/signs', body, keyed(key));
    expect(retry.status).toBe(403);
    expect(retry.body.message).toBe('INSUFFICIENT_PERMISSIONS');
    expect((await tenant.api.get('/signs?limit=1')).body.meta.total).toBe(1);
  });

  it('keeps a webhook secret only encrypted, and replays it to the same API key', async () => {
    const { company, api } = await createTenant({ seed: false });
    const receiver = await WebhookReceiver.start();
    const createKey = randomUUID();
    const subscription = { url: receiver.url, events: ['person.created'] };
    const created = await api.post('/webhooks', subscription, keyed(createKey));
    expect(created.status).toBe(201);
    const rotateKey = randomUUID();
    const rotated = await api.post(`/webhooks/${created.body.id}/rotate-secret`, undefined, keyed(rotateKey));
    expect(rotated.status).toBe(200);

    const kept = await keptRecords(company.id);
    expect(kept.keys).toBeGreaterThanOrEqual(2);
    for (const secret of [created.body.secret as string, rotated.body.secret as string]) {
      expect(kept.raw).not.toContain(secret);
      expect(kept.raw).not.toContain(secret.slice('whsec_'.length));
    }

    const createRetry = await api.post('/webhooks', subscription, keyed(createKey));
    expect(createRetry.headers.get('idempotent-replayed')).toBe('true');
    expect(createRetry.body).toEqual(created.body);
    const rotateRetry = await api.post(`/webhooks/${created.body.id}/rotate-secret`, undefined, keyed(rotateKey));
    expect(rotateRetry.headers.get('idempotent-replayed')).toBe('true');
    expect(rotateRetry.body).toEqual(rotated.body);
  });
});
