import { ApiResponse, Tenant, WebhookReceiver, createTenant, queryDatabase } from '@bizapi/testing';

function expectError(response: ApiResponse, status: number, message: string, field: string): void {
  expect({ status: response.status, body: response.body }).toMatchObject({ status, body: { statusCode: status, message, errors: [{ field }] } });
}

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const OTHER_ID = '0192f5a0-0000-7000-8000-000000000000';

describe('webhook subscriptions', () => {
  let tenant: Tenant;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    tenant = await createTenant();
    receiver = await WebhookReceiver.start();
  });

  const subscribe = (body: Record<string, unknown> = {}) =>
    tenant.api.post('/webhooks', { url: receiver.url, events: ['person.created'], ...body });

  it('creates an active subscription and shows its secret this once', async () => {
    const response = await subscribe({ events: ['person.created', 'deal.*'], description: 'CRM sync' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      url: receiver.url,
      events: ['person.created', 'deal.*'],
      description: 'CRM sync',
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
      isActive: true,
      deactivationReason: null,
      consecutiveFailures: 0,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    const fetched = await tenant.api.get(`/webhooks/${response.body.id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.body).not.toHaveProperty('secret');
    expect(fetched.body).toMatchObject({ id: response.body.id, description: 'CRM sync', isActive: true });
  });

  it('keeps the secret only sealed at rest', async () => {
    const { body } = await subscribe();
    const [row] = await queryDatabase<Record<string, unknown>>('SELECT * FROM webhooks.subscriptions WHERE id = $1', [body.id]);
    expect(JSON.stringify(row)).not.toContain(body.secret.slice(6));
    expect(row.secret_sealed).toMatch(/^v1\./);
  });

  it('lists subscriptions in the standard envelope, without secrets, with an isActive filter', async () => {
    const own = await createTenant({ seed: false });
    const active = await own.api.post('/webhooks', { url: receiver.url, events: ['person.*'] });
    const inactive = await own.api.post('/webhooks', { url: receiver.url, events: ['deal.created'] });
    await own.api.delete(`/webhooks/${inactive.body.id}`);

    const all = await own.api.get('/webhooks');
    expect(all.status).toBe(200);
    expect(all.body.meta).toEqual({ total: 2, page: 1, limit: 20, totalPages: 1, nextCursor: null });
    expect(all.body.data.map((s: { id: string }) => s.id)).toEqual([inactive.body.id, active.body.id]);
    expect(all.body.data.every((s: object) => !('secret' in s))).toBe(true);
    expect((await own.api.get('/webhooks?isActive=true')).body.data.map((s: { id: string }) => s.id)).toEqual([active.body.id]);
    expect((await own.api.get('/webhooks?isActive=false')).body.data.map((s: { id: string }) => s.id)).toEqual([inactive.body.id]);
    expectError(await own.api.get('/webhooks?isActive=yes'), 400, 'VALIDATION_ERROR', 'isActive');
  });

  it('answers the list extensions every list has: cursor pages, updatedSince, orderBy=updatedAt', async () => {
    const own = await createTenant({ seed: false });
    const ids: string[] = [];
    for (const events of [['person.*'], ['deal.*'], ['product.*']]) ids.push((await own.api.post('/webhooks', { url: receiver.url, events })).body.id);

    const first = await own.api.get('/webhooks?limit=2&orderBy=updatedAt&order=ASC');
    expect(first.body.data.map((s: { id: string }) => s.id)).toEqual(ids.slice(0, 2));
    const second = await own.api.get(`/webhooks?limit=2&orderBy=updatedAt&order=ASC&cursor=${encodeURIComponent(first.body.meta.nextCursor)}`);
    expect(second.body.data.map((s: { id: string }) => s.id)).toEqual(ids.slice(2));
    expect(second.body.meta).toMatchObject({ total: 3, page: 2, nextCursor: null });
    // The cursor carries its order: alone it continues the walk, with another order it is refused.
    const alone = await own.api.get(`/webhooks?cursor=${encodeURIComponent(first.body.meta.nextCursor)}`);
    expect(alone.body.data.map((s: { id: string }) => s.id)).toEqual(ids.slice(2));
    expectError(await own.api.get(`/webhooks?orderBy=createdAt&cursor=${encodeURIComponent(first.body.meta.nextCursor)}`), 400, 'VALIDATION_ERROR', 'cursor');

    const touched = await own.api.put(`/webhooks/${ids[0]}`, { description: 'touched' });
    const since = await own.api.get(`/webhooks?updatedSince=${encodeURIComponent(touched.body.updatedAt)}`);
    expect(since.body.data.map((s: { id: string }) => s.id)).toEqual([ids[0]]);
  });

  it('updates url, events and description, and only those sent', async () => {
    const { body } = await subscribe({ description: 'first' });
    const other = await WebhookReceiver.start('/other');
    const updated = await tenant.api.put(`/webhooks/${body.id}`, { url: other.url, events: ['product.*'] });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ url: other.url, events: ['product.*'], description: 'first', isActive: true });
    expect(updated.body).not.toHaveProperty('secret');
  });

  it('deactivates on DELETE, still answers GET, and comes back with PUT isActive true', async () => {
    const { body } = await subscribe();
    const deleted = await tenant.api.delete(`/webhooks/${body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: body.id, isActive: false, deactivationReason: 'MANUAL' });
    expect((await tenant.api.get(`/webhooks/${body.id}`)).body.isActive).toBe(false);
    expect((await tenant.api.delete(`/webhooks/${body.id}`)).status).toBe(200);

    const reactivated = await tenant.api.put(`/webhooks/${body.id}`, { isActive: true });
    expect(reactivated.body).toMatchObject({ isActive: true, deactivationReason: null });
  });

  it.each([
    [{ events: [] }, 'events'],
    [{ events: ['person.deleted'] }, 'events'],
    [{ events: ['*'] }, 'events'],
    [{ events: ['PERSON.CREATED'] }, 'events'],
    [{ events: 'person.created' }, 'events'],
    [{ url: undefined }, 'url'],
    [{ url: 'not a url' }, 'url'],
    [{ url: 'ftp://example.com/hook' }, 'url'],
    [{ url: 'https://user:secret@example.com/hook' }, 'url'],
    [{ secret: 'whsec_mine' }, 'secret'],
    [{ isActive: false }, 'isActive'],
  ])('refuses %j with 400 VALIDATION_ERROR naming %s', async (change, field) => {
    const response = await subscribe(change);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('VALIDATION_ERROR');
    expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
  });

  it('rotates the secret: the new one is shown once, the old one is kept for a grace period', async () => {
    const { body } = await subscribe();
    const rotated = await tenant.api.post(`/webhooks/${body.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body).toEqual({ id: body.id, secret: expect.stringMatching(/^whsec_/), previousSecretExpiresAt: expect.stringMatching(ISO) });
    expect(rotated.body.secret).not.toBe(body.secret);
  });

  it('needs the webhooks feature in the plan', async () => {
    const withoutWebhooks = await createTenant({ features: ['crm'], seed: false });
    const response = await withoutWebhooks.api.post('/webhooks', { url: receiver.url, events: ['person.created'] });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('FEATURE_NOT_ENABLED');
  });

  describe('of another company', () => {
    it.each([
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['GET', '/deliveries'],
      ['GET', `/deliveries/${OTHER_ID}`],
      ['POST', `/deliveries/${OTHER_ID}/resend`],
      ['POST', '/replay'],
      ['POST', '/rotate-secret'],
    ])('%s /webhooks/:id%s answers 404 as if it did not exist', async (method, suffix) => {
      const { body } = await subscribe();
      const stranger = await createTenant({ seed: false });
      const body2 = method === 'PUT' ? { description: 'x' } : method === 'POST' && suffix === '/replay' ? { from: '2026-01-01', to: '2026-01-02' } : undefined;
      const theirs = await stranger.api.request(method, `/webhooks/${body.id}${suffix}`, { body: body2 });
      const nobody = await stranger.api.request(method, `/webhooks/${OTHER_ID}${suffix}`, { body: body2 });
      expect(theirs.status).toBe(404);
      expect(theirs.body.message).toBe('RESOURCE_NOT_FOUND');
      expect({ status: nobody.status, message: nobody.body.message }).toEqual({ status: 404, message: 'RESOURCE_NOT_FOUND' });
    });

    it('does not appear in lists', async () => {
      await subscribe();
      const stranger = await createTenant({ seed: false });
      expect((await stranger.api.get('/webhooks')).body.meta.total).toBe(0);
    });
  });
});

describe('active subscriptions per company', () => {
  const CAP = 25;
  const hook = (index: number) => ({ url: `https://hooks.example.com/${index}`, events: ['person.*'] });

  it(`holds at most ${CAP} at once, also when they are created at the same moment, and counts a reactivation`, async () => {
    const { api } = await createTenant({ seed: false });
    const created = await Promise.all(Array.from({ length: CAP + 5 }, (_, index) => api.post('/webhooks', hook(index))));
    const statuses = created.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(CAP);
    const refused = created.filter((response) => response.status === 409);
    expect(refused).toHaveLength(5);
    expect(refused[0].body).toMatchObject({ statusCode: 409, message: 'SUBSCRIPTION_LIMIT_REACHED', friendlyMessage: expect.any(String) });

    const first = created.find((response) => response.status === 201)?.body;
    expect((await api.delete(`/webhooks/${first.id}`)).status).toBe(200);
    expect((await api.post('/webhooks', hook(99))).status).toBe(201);
    const reactivated = await api.put(`/webhooks/${first.id}`, { isActive: true });
    expect([reactivated.status, reactivated.body.message]).toEqual([409, 'SUBSCRIPTION_LIMIT_REACHED']);
    expect((await api.get(`/webhooks/${first.id}`)).body.isActive).toBe(false);
  });

  it("does not count another company's subscriptions", async () => {
    const [a, b] = await Promise.all([createTenant({ seed: false }), createTenant({ seed: false })]);
    await Promise.all(Array.from({ length: CAP }, (_, index) => a.api.post('/webhooks', hook(index))));
    expect((await b.api.post('/webhooks', hook(0))).status).toBe(201);
  });
});
