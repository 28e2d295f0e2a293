import { HttpClient, WebhookReceiver, adminClient, authHeaders, authenticate, eventually, testStack } from '@bizapi/testing';
import { PanelClient, panelPerson } from '../../testing/panel-client';

/** The webhooks page: subscriptions, the test event, the delivery log, resend and replay, through the webhooks service. */
describe('panel webhooks', () => {
  const { baseUrl } = testStack();

  async function subscribed(events: string[] = ['person.*']) {
    const person = await panelPerson();
    const receiver = await WebhookReceiver.start();
    await person.client.get('/panel/webhooks');
    const created = await person.client.post('/panel/webhooks', { url: receiver.url, description: 'ERP', events });
    expect(created.status).toBe(201);
    const id = /href="\/panel\/webhooks\/([0-9a-f-]{36})"/.exec(created.html)?.[1] as string;
    const secret = /id="new-webhook-secret" class="secret">([^<]+)</.exec(created.html)?.[1] as string;
    return { person, receiver, id, secret, client: person.client };
  }

  /** The subscription's page once `predicate` holds for it (deliveries happen in the background). */
  function pageWhen(client: PanelClient, path: string, predicate: (html: string) => boolean) {
    return eventually(async () => {
      const page = await client.get(path);
      return predicate(page.html) ? page.html : undefined;
    }, 15_000);
  }

  it('creates a subscription whose secret is shown once, then lists it with its events, state and failures', async () => {
    const { client, id, secret, receiver } = await subscribed(['person.*', 'deal.created']);
    expect(secret).toMatch(/^whsec_/);
    const list = await client.get('/panel/webhooks');
    expect(list.html).toContain(receiver.url);
    expect(list.html).toContain('person.*');
    expect(list.html).toContain('deal.created');
    expect(list.html).toContain('Ativa');
    expect(list.html).toContain(`/panel/webhooks/${id}`);
    expect(list.html).not.toContain(secret);
  });

  it('sends the test event to the receiver, shows it in the log with each attempt, filters it, and resends it', async () => {
    const { client, id, receiver } = await subscribed();
    await client.get(`/panel/webhooks/${id}`);
    const sent = await client.post(`/panel/webhooks/${id}/test`, {});
    expect(sent.status).toBe(303);
    expect(sent.location).toMatch(new RegExp(`^/panel/webhooks/${id}\\?done=test&delivery=[0-9a-f-]{36}$`));
    const [arrived] = await receiver.waitFor(1);
    expect(arrived.json.event).toBe('webhook.test');

    const path = `/panel/webhooks/${id}`;
    const log = await pageWhen(client, path, (html) => html.includes('DELIVERED'));
    expect(log).toContain('webhook.test');
    expect(log).toMatch(/<td>200<\/td>\s*<td>\d+ ms<\/td>\s*<td><pre>ok<\/pre><\/td>/);

    expect((await client.get(`${path}?event=webhook.test`)).html).toContain('<code>webhook.test</code>');
    expect((await client.get(`${path}?event=person.created`)).html).toContain('Nenhuma entrega.');
    expect((await client.get(`${path}?status=FAILED`)).html).toContain('Nenhuma entrega.');
    expect((await client.get(`${path}?createdFrom=2000-01-01T00:00&createdTo=2000-01-02T00:00`)).html).toContain('Nenhuma entrega.');
    expect((await client.get(`${path}?createdFrom=2000-01-01T00:00`)).html).toContain('<code>webhook.test</code>');

    const deliveryId = /action="\/panel\/webhooks\/[0-9a-f-]{36}\/deliveries\/([0-9a-f-]{36})\/resend"/.exec(log)?.[1] as string;
    await client.get(path);
    const resent = await client.post(`${path}/deliveries/${deliveryId}/resend`, {});
    expect(resent.location).toBe(`${path}?done=resent`);
    const both = await receiver.waitFor(2);
    expect(both[1].headers['x-webhook-id']).toBe(both[0].headers['x-webhook-id']);
    expect(await pageWhen(client, path, (html) => html.includes('RESEND'))).toContain('RESEND');
  });

  it('replays a time range of the company\'s events to the subscription', async () => {
    const { person, client, id, receiver } = await subscribed(['person.*']);
    const admin = await adminClient();
    const key = await admin.createKey(person.companyId, person.userId, ['*']);
    const api = new HttpClient(baseUrl, authHeaders(await authenticate(key.apiKey, key.secret)));
    const from = new Date(Date.now() - 60_000).toISOString().slice(0, 16);
    expect((await api.post('/persons', { name: 'Joana Replay', personType: 'INDIVIDUAL' })).status).toBe(201);
    const [live] = await receiver.waitFor(1, (request) => request.json.event === 'person.created');
    const to = new Date(Date.now() + 60_000).toISOString().slice(0, 16);
    await client.get(`/panel/webhooks/${id}`);
    const replayed = await client.post(`/panel/webhooks/${id}/replay`, { from, to });
    expect(replayed.status).toBe(303);
    expect(replayed.location).toBe(`/panel/webhooks/${id}?done=replayed&count=1`);
    const copies = await receiver.waitFor(2, (request) => request.headers['x-webhook-id'] === live.headers['x-webhook-id']);
    expect(copies).toHaveLength(2);
    expect((await client.get(`/panel/webhooks/${id}?done=replayed&count=1`)).html).toContain('Reenvio pedido: 1 eventos.');
  });

  it('edits URL and events, rotates the secret showing the overlap, deactivates and reactivates', async () => {
    const { client, id, receiver } = await subscribed(['person.*']);
    const path = `/panel/webhooks/${id}`;
    await client.get(path);
    const edited = await client.post(path, { url: `${receiver.url}/v2`, description: 'ERP v2', events: ['deal.*', 'person.created'] });
    expect(edited.location).toBe(`${path}?done=saved`);
    const page = await client.get(path);
    expect(page.html).toContain(`${receiver.url}/v2`);
    expect(page.html).toMatch(/value="deal\.\*" id="edit-deal-all" checked/);
    expect(page.html).toMatch(/value="person\.created" checked/);
    expect(page.html).not.toMatch(/value="person\.\*" id="edit-person-all" checked/);

    const rotated = await client.post(`${path}/rotate-secret`, {});
    expect(rotated.status).toBe(200);
    expect(rotated.html).toMatch(/id="rotated-secret" class="secret">whsec_/);
    expect(rotated.html).toContain('O anterior continua válido até');

    await client.get(path);
    expect((await client.post(`${path}/deactivate`, {})).location).toBe(`${path}?done=deactivated`);
    const inactive = await client.get(path);
    expect(inactive.html).toContain('Inativa (MANUAL)');
    expect(inactive.html).not.toContain(`action="${path}/test"`);
    // A test event posted from an old page: the service's 409, explained on the page.
    const refused = await client.post(`${path}/test`, {});
    expect(refused.status).toBe(409);
    expect(refused.html).toContain('notice error');
    await client.get(path);
    expect((await client.post(`${path}/reactivate`, {})).location).toBe(`${path}?done=reactivated`);
    expect((await client.get(path)).html).toContain('<strong>Situação:</strong> Ativa');
  });

  it('shows the service\'s refusal of a bad URL on the form, in the person\'s language', async () => {
    const person = await panelPerson();
    await person.client.get('/panel/webhooks');
    const refused = await person.client.post('/panel/webhooks', { url: 'ftp://example.com/hook', events: ['person.*'] });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('Alguns dados enviados são inválidos');
    expect(refused.html).toContain('value="ftp://example.com/hook"');
  });

  it('shows another company\'s user nothing: 404 on its subscription, for reads and changes', async () => {
    const { id, receiver } = await subscribed();
    const stranger = await panelPerson();
    expect((await stranger.client.get(`/panel/webhooks/${id}`)).status).toBe(404);
    const list = await stranger.client.get('/panel/webhooks');
    expect(list.html).not.toContain(receiver.url);
    const token = stranger.client.csrf();
    expect((await stranger.client.post(`/panel/webhooks/${id}/test`, { _csrf: token })).status).toBe(404);
    expect((await stranger.client.post(`/panel/webhooks/${id}/deactivate`, { _csrf: token })).status).toBe(404);
    expect(receiver.requests).toHaveLength(0);
  });

  it('tells a company without webhooks in its plan', async () => {
    const person = await panelPerson({ features: ['crm'] });
    const page = await person.client.get('/panel/webhooks');
    expect(page.status).toBe(403);
    expect(page.html).toContain('Webhooks não estão habilitados no plano da empresa.');
  });
});
