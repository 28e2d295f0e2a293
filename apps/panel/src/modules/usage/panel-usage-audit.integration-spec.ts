import { HttpClient, WebhookReceiver, adminClient, authHeaders, authenticate, testStack } from '@bizapi/testing';
import Redis from 'ioredis';
import { panelPerson } from '../../testing/panel-client';

/** The usage page (the rate limiter's counters) and the audit page (who did what), each for one company only. */
describe('panel usage and audit', () => {
  const { baseUrl, env } = testStack();

  it('shows requests this minute against the limit, 429s and requests per hour', async () => {
    const person = await panelPerson();
    const admin = await adminClient();
    const key = await admin.createKey(person.companyId, person.userId, ['*']);
    const api = new HttpClient(baseUrl, authHeaders(await authenticate(key.apiKey, key.secret)));
    for (let request = 0; request < 5; request++) expect((await api.get('/persons')).status).toBe(200);

    const page = await person.client.get('/panel/usage');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/id="this-minute">5 de 100 por minuto</);
    expect(page.html).toMatch(/id="refused-24h">0</);
    // The current hour is the first row: 5 requests, none refused.
    expect(page.html).toMatch(/<tbody><tr>\s*<th scope="row">[^<]+<\/th>\s*<td>5<\/td>\s*<td>0<\/td>/);

    // Fill the company's window as 100 requests would, then one more is refused (429) and counted as such.
    const redis = new Redis(env.REDIS_URL);
    try {
      const prefix = env.BIZAPI_NAMESPACE ? `${env.BIZAPI_NAMESPACE}:` : '';
      await redis.hset(`${prefix}rl:{${person.companyId}}`, 'w', Math.floor(Date.now() / 60_000), 'c', 100, 'p', 0);
    } finally {
      await redis.quit();
    }
    expect((await api.get('/persons')).status).toBe(429);
    const after = await person.client.get('/panel/usage');
    expect(after.html).toMatch(/id="this-minute">100 de 100 por minuto</);
    expect(after.html).toMatch(/id="refused-24h">1</);
    expect(after.html).toMatch(/<tbody><tr>\s*<th scope="row">[^<]+<\/th>\s*<td>6<\/td>\s*<td>1<\/td>/);

    // Another company's page counts none of it.
    const other = await panelPerson();
    expect((await other.client.get('/panel/usage')).html).toMatch(/id="this-minute">0 de 100 por minuto</);
  });

  it("shows the company's own rate limit once the operator has set one", async () => {
    const person = await panelPerson();
    const admin = await adminClient();
    await admin.updateCompany(person.companyId, { rateLimitPerMinute: 7_800 });
    const page = await person.client.get('/panel/usage');
    expect(page.html).toMatch(/id="this-minute">0 de 7800 por minuto</);
    expect(page.html).toContain('max="7800"');

    await admin.updateCompany(person.companyId, { rateLimitPerMinute: null });
    expect((await person.client.get('/panel/usage')).html).toMatch(/id="this-minute">0 de 100 por minuto</);
  });

  it('lists sign-ins, key and webhook changes with who and when, to the company\'s users only', async () => {
    const person = await panelPerson();
    const { client } = person;
    await client.get('/panel/keys');
    await client.post('/panel/keys', { label: 'Audited key', scope: '*' });
    const receiver = await WebhookReceiver.start();
    await client.get('/panel/webhooks');
    await client.post('/panel/webhooks', { url: receiver.url, events: ['person.*'] });
    const admin = await adminClient();
    const operatorKey = await admin.createKey(person.companyId, person.userId, ['persons:read']);
    await admin.revokeKey(operatorKey.id);

    const audit = await client.get('/panel/audit');
    expect(audit.status).toBe(200);
    for (const words of ['Entrou no painel', 'Senha definida', 'Convite para o painel criado', 'Chave de API criada', 'Chave de API revogada', 'Webhook criado']) {
      expect(audit.html).toContain(words);
    }
    expect(audit.html).toContain('Audited key');
    expect(audit.html).toContain(receiver.url);
    expect(audit.html).toContain('Ana Souza');
    expect(audit.html).toContain('Administrador da plataforma');
    const english = await client.get('/panel/audit', { 'accept-language': 'en' });
    expect(english.html).toContain('API key created');

    const stranger = await panelPerson();
    const theirs = await stranger.client.get('/panel/audit');
    expect(theirs.html).not.toContain('Audited key');
    expect(theirs.html).not.toContain(receiver.url);
  });
});
