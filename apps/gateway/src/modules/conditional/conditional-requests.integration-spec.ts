import { createTenant } from '@bizapi/testing';

/** ETag, If-None-Match and If-Match on a collection (docs/integrators.md, "Conditional requests"). */
describe('conditional requests', () => {
  const person = { name: 'Cora Coralina', personType: 'INDIVIDUAL' };

  it('tags a get by id, answers 304 without a body to a matching If-None-Match, and does not count it', async () => {
    const { api } = await createTenant({ seed: false });
    const { body: created } = await api.post('/persons', person);
    const read = await api.get(`/persons/${created.id}`);
    const tag = read.headers.get('etag') as string;
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);

    const unchanged = await api.get(`/persons/${created.id}`, { headers: { 'if-none-match': tag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.get('etag')).toBe(tag);
    expect(unchanged.headers.get('ratelimit-remaining')).toBe(read.headers.get('ratelimit-remaining'));
    const next = await api.get(`/persons/${created.id}`);
    expect(Number(next.headers.get('ratelimit-remaining'))).toBe(Number(read.headers.get('ratelimit-remaining')) - 1);
  });

  /** Sends `count` GETs of one record, ten at a time, and returns the statuses. */
  async function poll(api: Awaited<ReturnType<typeof createTenant>>['api'], path: string, ifNoneMatch: string, count: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let sent = 0; sent < count; sent += 10) {
      const batch = await Promise.all(Array.from({ length: 10 }, () => api.get(path, { headers: { 'if-none-match': ifNoneMatch } })));
      statuses.push(...batch.map((response) => response.status));
    }
    return statuses;
  }

  it('gives back only a 304 that names the current tag: 110 polls with it never reach the rate limit', async () => {
    const { api } = await createTenant({ seed: false });
    const { body: created } = await api.post('/persons', person);
    const tag = (await api.get(`/persons/${created.id}`)).headers.get('etag') as string;
    const statuses = await poll(api, `/persons/${created.id}`, tag, 110);
    expect(new Set(statuses)).toEqual(new Set([304]));
  });

  // RFC 9110: `*` matches any current version, so it still answers 304, but it names no version the client holds.
  it.each([
    ['*', 304],
    ['"not-the-current-tag"', 200],
  ])('counts If-None-Match: %s (answered %s): the 101st in a minute is 429', async (ifNoneMatch, answered) => {
    const { api } = await createTenant({ seed: false });
    const { body: created } = await api.post('/persons', person);
    const statuses = await poll(api, `/persons/${created.id}`, ifNoneMatch, 110);
    expect(statuses.slice(0, 90).every((status) => status === answered)).toBe(true);
    expect(statuses).toContain(429);
  });

  it('answers 200 with the body when the tag is stale, also for a weak form of it', async () => {
    const { api } = await createTenant({ seed: false });
    const { body: created } = await api.post('/persons', person);
    const tag = (await api.get(`/persons/${created.id}`)).headers.get('etag') as string;
    expect((await api.get(`/persons/${created.id}`, { headers: { 'if-none-match': `W/${tag}` } })).status).toBe(304);
    await api.put(`/persons/${created.id}`, { name: 'Cora' });
    const changed = await api.get(`/persons/${created.id}`, { headers: { 'if-none-match': tag } });
    expect(changed.status).toBe(200);
    expect(changed.body.name).toBe('Cora');
    expect(changed.headers.get('etag')).not.toBe(tag);
  });

  it('writes a PUT with a current If-Match, refuses a stale one with 412 PRECONDITION_FAILED and leaves the record', async () => {
    const { api } = await createTenant({ seed: false });
    const { body: created } = await api.post('/persons', person);
    const tag = (await api.get(`/persons/${created.id}`)).headers.get('etag') as string;
    const applied = await api.put(`/persons/${created.id}`, { name: 'Primeira Edição' }, { headers: { 'if-match': tag } });
    expect(applied.status).toBe(200);
    const stale = await api.put(`/persons/${created.id}`, { name: 'Edição Perdida' }, { headers: { 'if-match': tag } });
    expect(stale.status).toBe(412);
    expect(stale.body).toEqual({ statusCode: 412, message: 'PRECONDITION_FAILED', friendlyMessage: expect.any(String), requestId: expect.any(String) });
    expect((await api.get(`/persons/${created.id}`)).body.name).toBe('Primeira Edição');
    // A weak tag never satisfies If-Match (strong comparison); `*` does for a record that exists.
    const current = (await api.get(`/persons/${created.id}`)).headers.get('etag') as string;
    expect((await api.put(`/persons/${created.id}`, { name: 'Fraca' }, { headers: { 'if-match': `W/${current}` } })).status).toBe(412);
    expect((await api.put(`/persons/${created.id}`, { name: 'Qualquer' }, { headers: { 'if-match': '*' } })).status).toBe(200);
  });

  it('answers 404 to If-Match on a record of another company, as the PUT would', async () => {
    const [a, b] = await Promise.all([createTenant({ seed: false }), createTenant({ seed: false })]);
    const { body: created } = await a.api.post('/persons', person);
    const response = await b.api.put(`/persons/${created.id}`, { name: 'Intrusa' }, { headers: { 'if-match': '*' } });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('RESOURCE_NOT_FOUND');
  });

  it('sends no ETag on lists', async () => {
    const { api } = await createTenant({ seed: false });
    expect((await api.get('/persons')).headers.get('etag')).toBeNull();
  });

  it('sends the IETF draft rate-limit fields beside the RateLimit-* headers', async () => {
    const { api } = await createTenant({ seed: false });
    const response = await api.get('/persons');
    const remaining = response.headers.get('ratelimit-remaining');
    const reset = response.headers.get('ratelimit-reset');
    expect(response.headers.get('ratelimit-policy')).toBe(`"company";q=${response.headers.get('ratelimit-limit')};w=60`);
    expect(response.headers.get('ratelimit')).toBe(`"company";r=${remaining};t=${reset}`);
  });
});
