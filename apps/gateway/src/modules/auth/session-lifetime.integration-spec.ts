import { AdminClient } from '@bizapi/runtime';
import { DedicatedStack, HttpClient, authHeaders, createTenant, sleep, startDedicatedStack } from '@bizapi/testing';

/** A session ends SESSION_MAX_SECONDS after its /auth, however often it is refreshed. */
describe('the absolute lifetime of a session', () => {
  let stack: DedicatedStack;
  let admin: AdminClient;

  beforeAll(async () => {
    stack = await startDedicatedStack({ apps: ['gateway'], env: { ACCESS_TOKEN_TTL_SECONDS: '1', SESSION_MAX_SECONDS: '3' } });
    admin = await AdminClient.connect(stack.env.NATS_URL, stack.env.BIZAPI_NAMESPACE);
  }, 60_000);

  afterAll(async () => {
    await admin?.close();
    await stack?.stop();
  });

  it('refreshes within the session, carries its start forward, and refuses a refresh past it', async () => {
    const { tokens } = await createTenant({ admin, baseUrl: stack.baseUrl, seed: false });
    const refresh = (accessToken: string) =>
      new HttpClient(stack.baseUrl, authHeaders({ accessToken, companyToken: tokens.companyToken })).post('/auth/refresh-token');

    await sleep(1_500);
    const within = await refresh(tokens.accessToken);
    expect(within.status).toBe(200);
    await sleep(2_000);
    // The new token is only ~2 s old, well within the refresh grace, but its session began 3.5 s ago.
    const past = await refresh(within.body.accessToken);
    expect([past.status, past.body.message]).toEqual([401, 'TOKEN_EXPIRED']);
  });
});
