import { collectionSubject, namespaced } from '@bizapi/contracts';
import { AdminClient, RequestProgress } from '@bizapi/runtime';
import { DedicatedStack, createTenant, startDedicatedStack } from '@bizapi/testing';
import { connect, headers, NatsConnection, Subscription } from '@nats-io/transport-node';
import { randomUUID } from 'node:crypto';

/**
 * Idempotency where timing matters, against a gateway whose "service" is a
 * NATS responder of the test's own: it counts the writes it receives and
 * answers when the test says, sending progress meanwhile as a service does
 * (without it the gateway would give the request up as silent).
 */
describe('Idempotency-Key with a slow service', () => {
  const RPC_TIMEOUT_MS = 1_000;
  let stack: DedicatedStack;
  let admin: AdminClient;
  let nats: NatsConnection;
  let progress: RequestProgress;

  beforeAll(async () => {
    stack = await startDedicatedStack({ apps: ['gateway'], env: { RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS) } });
    admin = await AdminClient.connect(stack.env.NATS_URL, stack.env.BIZAPI_NAMESPACE);
    nats = await connect({ servers: stack.env.NATS_URL });
    progress = new RequestProgress(nats);
  }, 60_000);

  afterAll(async () => {
    progress?.stop();
    await nats?.drain();
    await admin?.close();
    await stack?.stop();
  });

  /** A person as the real service's create answers it (the harness checks every answer against docs/openapi.json). */
  const personRecord = (id: string) => {
    const now = new Date().toISOString();
    const blank = { socialName: null, documentNumber: null, email: null, phone: null, genre: null };
    return {
      id,
      name: 'Lenta',
      ...blank,
      personType: 'INDIVIDUAL',
      country: 'BR',
      classifications: [],
      tags: [],
      isActive: true,
      createdAt: now,
      updatedAt: now,
    };
  };

  /** A fake `api.persons.create` that answers each request after `delayMs`, and counts them. */
  async function slowCreate(delayMs: number): Promise<{ calls: () => number; stop: () => void }> {
    let calls = 0;
    const subscription: Subscription = nats.subscribe(namespaced(stack.env.BIZAPI_NAMESPACE, collectionSubject('persons', 'create')), {
      callback: (_error, message) => {
        calls++;
        const id = randomUUID();
        // A successful reply as the services' transport marks it.
        const marked = headers();
        marked.set('Rpc-Status', 'ok');
        const taken = progress.begin(message.reply);
        setTimeout(() => {
          progress.end(taken);
          message.respond(JSON.stringify(personRecord(id)), { headers: marked });
        }, delayMs);
      },
    });
    await nats.flush();
    return { calls: () => calls, stop: () => subscription.unsubscribe() };
  }

  it('answers a concurrent retry 409 IDEMPOTENCY_KEY_IN_USE while the first runs, and writes once', async () => {
    const { api } = await createTenant({ admin, baseUrl: stack.baseUrl, seed: false });
    const service = await slowCreate(400);
    const key = randomUUID();
    const body = { name: 'Lenta', personType: 'INDIVIDUAL' };
    const first = api.post('/persons', body, { headers: { 'idempotency-key': key } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await api.post('/persons', body, { headers: { 'idempotency-key': key } });
    const answered = await first;
    service.stop();
    expect(answered.status).toBe(201);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('IDEMPOTENCY_KEY_IN_USE');
    expect(service.calls()).toBe(1);
  });

  it('records a write that answers after the client got 504, so the retry replays it instead of writing again', async () => {
    const { api } = await createTenant({ admin, baseUrl: stack.baseUrl, seed: false });
    const service = await slowCreate(RPC_TIMEOUT_MS + 700);
    const key = randomUUID();
    const body = { name: 'Lenta', personType: 'INDIVIDUAL' };
    const timedOut = await api.post('/persons', body, { headers: { 'idempotency-key': key } });
    expect(timedOut.status).toBe(504);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const retry = await api.post('/persons', body, { headers: { 'idempotency-key': key } });
    service.stop();
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(service.calls()).toBe(1);
  });

  it('still replays after the gateway restarts (the answers live in Redis)', async () => {
    const { api } = await createTenant({ admin, baseUrl: stack.baseUrl, seed: false });
    const service = await slowCreate(0);
    const key = randomUUID();
    const body = { name: 'Lenta', personType: 'INDIVIDUAL' };
    const first = await api.post('/persons', body, { headers: { 'idempotency-key': key } });
    await stack.stopProcess('gateway');
    await stack.start('gateway');
    const retry = await api.post('/persons', body, { headers: { 'idempotency-key': key } });
    service.stop();
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(service.calls()).toBe(1);
  });
});
