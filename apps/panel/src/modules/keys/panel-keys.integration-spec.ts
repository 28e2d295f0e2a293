import { HttpClient, adminClient, authHeaders, authenticate, testStack } from '@bizapi/testing';
import { panelPerson } from '../../testing/panel-client';

/** The keys page: what the operator's keys:create and keys:revoke do, for the company's own people. */
describe('panel API keys', () => {
  const { baseUrl } = testStack();

  function shownOnce(html: string) {
    return {
      apiKey: /id="new-api-key" class="secret">([^<]+)</.exec(html)?.[1] as string,
      secret: /id="new-secret" class="secret">([^<]+)</.exec(html)?.[1] as string,
    };
  }

  it('creates a key with chosen scopes, shown once, that works at /auth; revoking it refuses its token at once', async () => {
    const person = await panelPerson();
    const { client } = person;
    await client.get('/panel/keys');
    const created = await client.post('/panel/keys', { label: 'ERP sync', scope: ['persons:read', 'persons:write'] });
    expect(created.status).toBe(201);
    expect(created.html).toContain('não poderão ser mostrados de novo');
    expect(created.html).toContain('data-copy="new-secret"');
    const { apiKey, secret } = shownOnce(created.html);
    expect(apiKey).toMatch(/^bizextapi_ak_/);

    const tokens = await authenticate(apiKey, secret);
    const api = new HttpClient(baseUrl, authHeaders(tokens));
    expect((await api.get('/persons')).status).toBe(200);
    // Scopes are the chosen ones: another collection is refused.
    expect((await api.get('/products')).status).toBe(403);

    // Listed with its label, scopes, creator and last use; never with its secret.
    const list = await client.get('/panel/keys');
    expect(list.html).toContain('ERP sync');
    expect(list.html).toContain('persons:write');
    expect(list.html).toContain('Ana Souza');
    expect(list.html).not.toContain(secret);
    expect(list.html).not.toContain(apiKey);
    // As iam keeps it: the panel's person made it, and its /auth counted as a use.
    const row = (await (await adminClient()).listKeys(person.companyId)).find((key) => key.label === 'ERP sync')!;
    expect(row.lastUsedAt).not.toBeNull();
    expect(row.createdBy).toBe(person.userId);

    // Revoke, confirmed on a page of its own.
    const confirm = await client.get(`/panel/keys/${row.id}/revoke`);
    expect(confirm.status).toBe(200);
    expect(confirm.html).toContain('serão recusados imediatamente');
    const revoked = await client.post(`/panel/keys/${row.id}/revoke`, {});
    expect(revoked.status).toBe(303);
    expect((await api.get('/persons')).status).toBe(401);
    expect((await client.get('/panel/keys?done=revoked')).html).toContain('Chave revogada.');
  });

  it('explains the 3-active-keys limit and hides the form when it is reached', async () => {
    const person = await panelPerson();
    const { client } = person;
    await client.get('/panel/keys');
    for (const label of ['one', 'two', 'three']) {
      expect((await client.post('/panel/keys', { label, scope: '*' })).status).toBe(201);
      await client.get('/panel/keys');
    }
    const full = await client.get('/panel/keys');
    expect(full.html).toContain('no máximo 3 chaves ativas (3 em uso)');
    expect(full.html).not.toContain('action="/panel/keys"');
    // A form posted anyway (an old tab) is refused with the same explanation.
    const refused = await client.post('/panel/keys', { label: 'four', scope: '*', _csrf: client.csrf() });
    expect(refused.status).toBe(409);
    expect(refused.html).toContain('no máximo 3 chaves ativas');
  });

  it('refuses a change without the session\'s CSRF token, or from another origin', async () => {
    const person = await panelPerson();
    const { client } = person;
    await client.get('/panel/keys');
    const token = client.csrf();
    expect((await client.post('/panel/keys', { label: 'no token', scope: '*', _csrf: '' })).status).toBe(403);
    expect((await client.post('/panel/keys', { label: 'wrong token', scope: '*', _csrf: 'A'.repeat(43) })).status).toBe(403);
    expect((await client.post('/panel/keys', { label: 'cross site', scope: '*', _csrf: token }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await client.post('/panel/keys', { label: 'cross site', scope: '*', _csrf: token }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await client.post('/panel/keys', { label: 'hidden origin', scope: '*', _csrf: token }, { origin: 'null' })).status).toBe(403);
    // Another session's token is no good either.
    const other = await panelPerson();
    await other.client.get('/panel/keys');
    expect((await client.post('/panel/keys', { label: 'other token', scope: '*', _csrf: other.client.csrf() })).status).toBe(403);
    expect(await (await adminClient()).listKeys(person.companyId)).toEqual([]);
  });

  it('shows another company\'s user nothing of this company: not in the list, 404 on its key', async () => {
    const owner = await panelPerson();
    const admin = await adminClient();
    const key = await admin.createKey(owner.companyId, owner.userId, ['*']);
    const stranger = await panelPerson();
    const list = await stranger.client.get('/panel/keys');
    expect(list.html).not.toContain(key.apiKey.slice(-4));
    expect((await stranger.client.get(`/panel/keys/${key.id}/revoke`)).status).toBe(404);
    expect((await stranger.client.post(`/panel/keys/${key.id}/revoke`, { _csrf: /name="_csrf" value="([^"]+)"/.exec(list.html)?.[1] ?? '' })).status).toBe(404);
    const tokens = await authenticate(key.apiKey, key.secret);
    expect((await new HttpClient(baseUrl, authHeaders(tokens)).get('/persons')).status).toBe(200);
  });

  it('keeps the panel\'s own reads out of the public API\'s rate limit', async () => {
    const person = await panelPerson();
    const admin = await adminClient();
    const key = await admin.createKey(person.companyId, person.userId, ['*']);
    const api = new HttpClient(baseUrl, authHeaders(await authenticate(key.apiKey, key.secret)));
    const before = Number((await api.get('/persons')).headers.get('ratelimit-remaining'));
    for (let read = 0; read < 10; read++) expect((await person.client.get('/panel/keys')).status).toBe(200);
    const after = Number((await api.get('/persons')).headers.get('ratelimit-remaining'));
    // Only the API's own second read was counted.
    expect(before - after).toBe(1);
  });
});
