import { Tenant, WebhookSystem, startWebhookSystem } from '@bizapi/testing';

/**
 * The address rule as production runs it (the shared test stack allows insecure URLs for its local receivers):
 * an IPv6 literal that embeds a private IPv4 is refused by the address check, before any connection. Had it been
 * dialled for its certificate, the refusal would name the certificate instead (docs/webhooks.md "URL rules").
 */
describe('webhook URLs whose IPv6 address embeds a private IPv4', () => {
  let system: WebhookSystem;
  let tenant: Tenant;

  beforeAll(async () => {
    system = await startWebhookSystem({ WEBHOOK_ALLOW_INSECURE_URLS: 'false' });
    tenant = system.tenant;
  }, 120_000);

  afterAll(() => system?.stop(), 60_000);

  it.each([
    ['https://[::7f00:1]/x', 'IPv4-compatible 127.0.0.1'],
    ['https://[::a9fe:a9fe]/latest/meta-data', 'IPv4-compatible 169.254.169.254'],
    ['https://[::a00:1]/x', 'IPv4-compatible 10.0.0.1'],
    ['https://[64:ff9b::a9fe:a9fe]/x', 'NAT64 of 169.254.169.254'],
    ['https://[2002:a00:1::1]/x', '6to4 of 10.0.0.1'],
  ])('refuses %s (%s) with 400 VALIDATION_ERROR naming url, without dialling it', async (url) => {
    const created = await tenant.api.post('/webhooks', { url, events: ['person.created'] });
    expect({ status: created.status, body: created.body }).toMatchObject({
      status: 400,
      body: { statusCode: 400, message: 'VALIDATION_ERROR', friendlyMessage: expect.any(String), errors: [{ field: 'url', message: 'url is not publicly reachable' }] },
    });
    expect((await tenant.api.get('/webhooks')).body.meta.total).toBe(0);
  });
});
