import { collectionSubject, namespaced } from '@bizapi/contracts';
import { AdminClient } from '@bizapi/runtime';
import { DedicatedStack, createTenant, gzipBomb, peakResidentBytes, startDedicatedStack } from '@bizapi/testing';
import { connect, headers as natsHeaders, NatsConnection } from '@nats-io/transport-node';

/** A gateway whose services are not running (the test answers some subjects in their place). */
describe('when a service is down or slow', () => {
  let stack: DedicatedStack;
  let admin: AdminClient;
  let nats: NatsConnection;

  beforeAll(async () => {
    stack = await startDedicatedStack({ apps: ['gateway'], env: { RPC_TIMEOUT_MS: '60000' } });
    admin = await AdminClient.connect(stack.env.NATS_URL, stack.env.BIZAPI_NAMESPACE);
    nats = await connect({ servers: stack.env.NATS_URL });
  }, 60_000);

  afterAll(async () => {
    await nats?.drain();
    await admin?.close();
    await stack?.stop();
  });

  it('answers 503 SERVICE_UNAVAILABLE at once when no replica of the service is there', async () => {
    const { api } = await createTenant({ admin, baseUrl: stack.baseUrl, seed: false });
    const started = Date.now();
    const response = await api.get('/persons');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      statusCode: 503,
      message: 'SERVICE_UNAVAILABLE',
      friendlyMessage: expect.any(String),
      requestId: expect.any(String),
    });
    expect(response.headers.get('retry-after')).toBe('5');
  });

  it('answers 504 GATEWAY_TIMEOUT when the replica that took the request falls silent, without waiting for the timeout', async () => {
    const { api } = await createTenant({ admin, baseUrl: stack.baseUrl, seed: false });
    const silent = nats.subscribe(namespaced(stack.env.BIZAPI_NAMESPACE, collectionSubject('person-phones', 'list')), {
      queue: 'people-crm',
      callback: () => undefined,
    });
    await nats.flush();
    const started = Date.now();
    const response = await api.get('/person-phones');
    silent.unsubscribe();
    // No reply and no progress (a replica killed with the request): given up after RPC_LIVENESS_MS (5 s), not the 60 s timeout.
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(response.status).toBe(504);
    expect(response.body.message).toBe('GATEWAY_TIMEOUT');
  });

  it('answers 500 INTERNAL_ERROR, without details, to a reply it cannot understand', async () => {
    const { api } = await createTenant({ admin, baseUrl: stack.baseUrl, seed: false });
    const broken = nats.subscribe(namespaced(stack.env.BIZAPI_NAMESPACE, collectionSubject('person-emails', 'list')), {
      callback: (_error, message) => void message.respond(JSON.stringify({ id: '1', err: { status: 'error', message: 'TypeError: x is undefined at /srv/app.js:1' } })),
    });
    await nats.flush();
    const response = await api.get('/person-emails');
    broken.unsubscribe();
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      statusCode: 500,
      message: 'INTERNAL_ERROR',
      friendlyMessage: expect.any(String),
      requestId: expect.any(String),
    });
  });

  it('answers 500 INTERNAL_ERROR to a reply that would expand past 16 MiB, without ever holding it, and goes on answering', async () => {
    const { api } = await createTenant({ admin, baseUrl: stack.baseUrl, seed: false });
    const bomb = gzipBomb();
    const headers = natsHeaders();
    headers.set('Content-Encoding', 'gzip');
    headers.set('Rpc-Status', 'ok');
    const bombing = nats.subscribe(namespaced(stack.env.BIZAPI_NAMESPACE, collectionSubject('leads', 'list')), {
      callback: (_error, message) => void message.respond(bomb, { headers }),
    });
    await nats.flush();
    const gateway = stack.processes.get('gateway');
    const peakBefore = peakResidentBytes(gateway);

    const responses = await Promise.all([api.get('/leads'), api.get('/leads')]);
    for (const response of responses) {
      expect(response.status).toBe(500);
      expect(response.body.message).toBe('INTERNAL_ERROR');
    }
    // Unzipping stopped at the limit: the gateway never held the gigabyte.
    expect(peakResidentBytes(gateway) - peakBefore).toBeLessThan(256 * 1024 * 1024);
    bombing.unsubscribe();
    await nats.flush();
    // Still answering: the next request is proxied as usual (no replica of the service here: 503).
    expect((await api.get('/leads')).status).toBe(503);
  });
});
