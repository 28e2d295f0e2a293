import {
  AdminSubject,
  EVENT_CONSUMERS,
  PROCESSES,
  ProcessName,
  consumerFilter,
  eventConsumersOf,
  eventsStreamName,
  inboxPrefix,
  legacyNameCopyConsumer,
  nameCopyConsumers,
  progressSubject,
} from '@bizapi/contracts';
import { AdminClient, NatsRpcClient } from '@bizapi/runtime';
import {
  DedicatedStack,
  WebhookReceiver,
  createPerson,
  createTenant,
  eventually,
  gzipBomb,
  peakResidentBytes,
  startDedicatedStack,
  startRedisServer,
  testStack,
} from '@bizapi/testing';
import Redis from 'ioredis';
import { AckPolicy, DeliverPolicy, JetStreamManager, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { NatsConnection, connect, headers as natsHeaders } from '@nats-io/transport-node';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const { createRedisUsers } = require('@bizapi/launcher/credentials') as {
  createRedisUsers(options: {
    redisUrl: string;
    namespace: string;
  }): Promise<{ credentials: Record<string, { user: string; password: string }> }>;
};

/**
 * The whole system on a NATS whose config gives each process its own user
 * (generated from the contracts) and Redis ACL users: it works as before,
 * and one process's credentials cannot do another's work.
 */
describe('per-process NATS and Redis credentials', () => {
  let stack: DedicatedStack;
  let admin: AdminClient;
  const connections: NatsConnection[] = [];
  const redisClients: Redis[] = [];

  const natsUser = (process: ProcessName) => stack.credentials!.nats[process];
  async function connectAs(process: ProcessName): Promise<NatsConnection> {
    const { user, password } = natsUser(process);
    const connection = await connect({ servers: stack.env.NATS_URL, user, pass: password, inboxPrefix: inboxPrefix(process, stack.runId) });
    connections.push(connection);
    return connection;
  }
  const rpcAs = async (process: ProcessName) => new NatsRpcClient(await connectAs(process), stack.runId, 2_000);
  async function observe(): Promise<NatsConnection> {
    const observer = await connect({ servers: stack.env.NATS_URL, user: stack.env.NATS_OBSERVER_USER, pass: stack.env.NATS_OBSERVER_PASSWORD });
    connections.push(observer);
    return observer;
  }
  const stream = () => eventsStreamName(stack.runId);
  const eventsRoot = () => `${stack.runId}.events`;
  async function consumerFilters(manager: JetStreamManager): Promise<Record<string, string | undefined>> {
    const filters: Record<string, string | undefined> = {};
    for await (const info of manager.consumers.list(stream())) filters[info.name] = info.config.filter_subject;
    return filters;
  }

  beforeAll(async () => {
    stack = await startDedicatedStack({ credentials: true, env: testStack().webhookSettings });
    const operator = natsUser('admin-cli');
    admin = await AdminClient.connect(stack.env.NATS_URL, stack.runId, { user: operator.user, pass: operator.password });
  }, 240_000);

  afterAll(async () => {
    await admin?.close();
    await Promise.all(connections.map((connection) => connection.close()));
    redisClients.forEach((client) => client.disconnect());
    await stack?.stop();
  }, 60_000);

  it('runs the system under the generated permissions: operator commands, API calls across services, events to webhooks', async () => {
    const tenant = await createTenant({ admin, baseUrl: stack.baseUrl });
    const receiver = await WebhookReceiver.start();
    expect((await tenant.api.post('/webhooks', { url: receiver.url, events: ['person.*'] })).status).toBe(201);
    const person = await createPerson(tenant.api);
    const pipeline = (await tenant.api.get('/deal-pipelines')).body.data[0];
    const deal = (
      await tenant.api.post('/deals', { title: 'Negócio', customerId: person.id, dealType: 'SERVICE', dealPipelineId: pipeline.id })
    ).body;
    // sales-contracts asks people-crm whether the deal exists (a reference check between services).
    const quote = await tenant.api.post('/quotes', { dealId: deal.id, title: 'Proposta', validUntil: '2030-01-05' });
    expect(quote.status).toBe(201);
    const delivered = await eventually(async () => receiver.requests.find((request) => request.json.data.id === person.id), 20_000);
    expect(delivered.json.event).toBe('person.created');
    // webhooks acknowledged its events by its one-off right to answer each (no ack subject is granted): none is left to redeliver.
    const manager = await jetstreamManager(await observe());
    const settled = await eventually(async () => {
      const info = await manager.consumers.info(stream(), EVENT_CONSUMERS.webhooksIntake.durable);
      return info.num_pending + info.num_ack_pending === 0 ? info : undefined;
    }, 20_000);
    expect(settled.num_redelivered).toBe(0);
    expect(await admin.runAutomations(tenant.company.id, '2030-02-01')).toMatchObject({ quotesExpired: 1 });
  }, 60_000);

  it('refuses a connection without credentials, or with another password', async () => {
    await expect(connect({ servers: stack.env.NATS_URL, timeout: 2_000 })).rejects.toThrow(/authoriz/i);
    const { user } = natsUser('people-crm');
    await expect(connect({ servers: stack.env.NATS_URL, user, pass: 'guessed', timeout: 2_000 })).rejects.toThrow(/authoriz/i);
  });

  /** The request was never delivered: no answer, not even an error from the service. */
  const unanswered = (reply: Promise<unknown>) =>
    expect(reply).rejects.toMatchObject({ code: expect.stringMatching(/^(SERVICE_UNAVAILABLE|GATEWAY_TIMEOUT)$/) });

  it("does not let a service's credentials call operator subjects, its own or another's", async () => {
    const people = await rpcAs('people-crm');
    await unanswered(people.request(AdminSubject.companiesCreate, { name: 'Intruder' }));
    await unanswered(people.request(AdminSubject.automationsRun('finance'), { asOf: new Date().toISOString() }));
    await unanswered(people.request(AdminSubject.seed('people-crm'), { companyId: 'x' }));
  });

  it('does not let the gateway call operator subjects (it may only answer iam)', async () => {
    const gateway = await rpcAs('gateway');
    await unanswered(gateway.request(AdminSubject.companiesCreate, { name: 'Intruder' }));
    await unanswered(gateway.request(AdminSubject.automationsRun('sales-contracts'), { asOf: new Date().toISOString() }));
  });

  it("does not let a service publish another service's events; its own go through", async () => {
    const people = await connectAs('people-crm');
    const manager = await jetstreamManager(await observe());
    const lastOn = (subject: string) =>
      manager.streams.getMessage(stream(), { last_by_subj: subject }).then(
        (message) => message?.string(),
        () => undefined,
      );
    people.publish(`${stack.runId}.events.quote.created`, JSON.stringify({ forged: true }));
    people.publish(`${stack.runId}.events.person.updated`, JSON.stringify({ forged: 'own family' }));
    await people.flush();
    expect(await eventually(() => lastOn(`${stack.runId}.events.person.updated`))).toContain('own family');
    // The last quote.created is the real one of the first test, not the forgery.
    expect(await lastOn(`${stack.runId}.events.quote.created`)).not.toContain('forged');
  });

  it("lets a service say it works on a request in the requester's inbox, and publish nothing else there", async () => {
    const gateway = await connectAs('gateway');
    const people = await connectAs('people-crm');
    const reply = `${inboxPrefix('gateway', stack.runId)}.NUID.1a`;
    const heard: string[] = [];
    gateway.subscribe(`${inboxPrefix('gateway', stack.runId)}.>`, { callback: (_error, message) => heard.push(message.subject) });
    await gateway.flush();
    // Not a reply to a request it received (allow_responses), so only the progress subject is open to it.
    people.publish(reply, 'forged reply');
    people.publish(progressSubject(reply));
    await people.flush();
    await eventually(async () => (heard.length ? true : undefined), 5_000, 100);
    await gateway.flush();
    expect(heard).toEqual([progressSubject(reply)]);
  });

  it("does not let a service subscribe to another service's requests", async () => {
    const people = await connectAs('people-crm');
    const stolen = people.subscribe(`${stack.runId}.api.quotes.list`, { queue: 'sales-contracts' });
    await people.flush().catch(() => undefined);
    const outcome = await Promise.race([
      stolen.closed.then(
        () => 'closed',
        () => 'closed',
      ),
      new Promise((resolve) => setTimeout(() => resolve('open'), 3_000)),
    ]);
    expect(outcome).toBe('closed');
  });

  it('gives each process durable consumers of the events it uses only, as the contracts name them', async () => {
    const expected = PROCESSES.flatMap(eventConsumersOf).map((consumer) => [consumer.durable, consumerFilter(consumer, stack.runId)]);
    expect(await consumerFilters(await jetstreamManager(await observe()))).toEqual(Object.fromEntries(expected));
    // helpdesk copies persons' names: it reads person.updated, not every event.
    expect(Object.fromEntries(expected)).toMatchObject({ 'helpdesk-names-person-updated': `${eventsRoot()}.person.updated` });
  });

  it("does not let a service's credentials create a consumer with another filter, nor read another's events", async () => {
    const helpdesk = await connectAs('helpdesk');
    const manager = await jetstreamManager(helpdesk, { timeout: 2_000 });
    const [own] = nameCopyConsumers('helpdesk');
    const consumer = (durable: string, filter: string) => ({ durable_name: durable, ack_policy: AckPolicy.Explicit, filter_subject: `${eventsRoot()}.${filter}` });
    // Its own consumer's name with every event, or with finance's, or another name: the permissions refuse them.
    for (const config of [consumer(own.durable, '>'), consumer(own.durable, 'financial.settled'), consumer('helpdesk-all', '>')]) {
      await expect(manager.consumers.add(stream(), config)).rejects.toThrow(/Permissions Violation/);
    }
    // The subject it may use, with another filter in the config: nats-server refuses the mismatch.
    const forged = await helpdesk.request(
      `$JS.API.CONSUMER.CREATE.${stream()}.${own.durable}.${eventsRoot()}.person.updated`,
      JSON.stringify({ stream_name: stream(), config: consumer(own.durable, '>') }),
      { timeout: 2_000 },
    );
    // 10131: "Consumer create request did not match filtered subject from create subject".
    expect(forged.json()).toMatchObject({ error: { code: 400, err_code: 10131 } });
    expect((await manager.consumers.info(stream(), own.durable)).config.filter_subject).toBe(`${eventsRoot()}.person.updated`);

    // A settlement in the stream, which helpdesk must not get by any way.
    const observer = await observe();
    await jetstream(observer).publish(`${eventsRoot()}.financial.settled`, JSON.stringify({ id: 'evt_secret', event: 'financial.settled', data: { amount: 1 } }));
    const js = jetstream(helpdesk, { timeout: 2_000 });
    await expect(js.consumers.get(stream(), EVENT_CONSUMERS.accountingSettlements.durable)).rejects.toThrow(/Permissions Violation/);
    await expect(
      helpdesk.request(`$JS.API.CONSUMER.MSG.NEXT.${stream()}.${EVENT_CONSUMERS.accountingSettlements.durable}`, JSON.stringify({ batch: 1 }), { timeout: 2_000 }),
    ).rejects.toThrow(/Permissions Violation/);
    await expect(manager.streams.getMessage(stream(), { last_by_subj: `${eventsRoot()}.financial.settled` })).rejects.toThrow(/Permissions Violation/);
    await expect(js.consumers.get(stream(), { filter_subjects: `${eventsRoot()}.financial.settled` })).rejects.toThrow(/Permissions Violation/);
    const tap = helpdesk.subscribe(`${eventsRoot()}.>`);
    await helpdesk.flush().catch(() => undefined);
    await expect(Promise.race([tap.closed.then(() => 'closed', () => 'closed'), new Promise((resolve) => setTimeout(() => resolve('open'), 3_000))])).resolves.toBe(
      'closed',
    );
  }, 60_000);

  it('replaces a consumer of every event left by an earlier release, from where it stopped, at start', async () => {
    const tenant = await createTenant({ admin, baseUrl: stack.baseUrl });
    const person = await createPerson(tenant.api, { name: 'Before' });
    const ticket = (
      await tenant.api.post('/tickets', { title: 'Printer', description: 'Offline', category: 'INCIDENT', priority: 'LOW', requestedByPersonId: person.id })
    ).body;
    expect(ticket.requestedByName).toBe('Before');
    // helpdesk as the earlier release left it: one consumer, `<service>-name-copies`, reading every event.
    await stack.stopProcess('helpdesk');
    const manager = await jetstreamManager(await observe());
    const legacy = legacyNameCopyConsumer('helpdesk');
    for (const { durable } of nameCopyConsumers('helpdesk')) await manager.consumers.delete(stream(), durable);
    await manager.consumers.add(stream(), { durable_name: legacy, ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.New, filter_subject: `${eventsRoot()}.>` });
    // A rename while helpdesk is down: the legacy consumer has not acknowledged it.
    expect((await tenant.api.put(`/persons/${person.id}`, { name: 'After' })).status).toBe(200);
    await eventually(async () => ((await manager.consumers.info(stream(), legacy)).num_pending > 0 ? true : undefined), 10_000, 200);

    await stack.start('helpdesk');
    const filters = await consumerFilters(manager);
    expect(filters).not.toHaveProperty([legacy]);
    expect(filters).toMatchObject({ 'helpdesk-names-person-updated': `${eventsRoot()}.person.updated` });
    await eventually(async () => ((await tenant.api.get(`/tickets/${ticket.id}`)).body.requestedByName === 'After' ? true : undefined), 15_000, 300);
  }, 60_000);

  it('answers a gzip bomb on a request subject 413, without ever holding it, and the service goes on answering', async () => {
    const tenant = await createTenant({ admin, baseUrl: stack.baseUrl });
    const gateway = await connectAs('gateway');
    const service = stack.processes.get('people-crm');
    const peakBefore = peakResidentBytes(service);
    const headers = natsHeaders();
    headers.set('Content-Encoding', 'gzip');
    const reply = await gateway.request(`${stack.runId}.api.persons.list`, gzipBomb(), { headers, timeout: 5_000 });
    expect(reply.headers?.get('Rpc-Status')).toBe('error');
    expect(reply.json()).toEqual({ statusCode: 413, message: 'PAYLOAD_TOO_LARGE' });
    // Unzipping stopped at the limit: people-crm never held the gigabyte.
    expect(peakResidentBytes(service) - peakBefore).toBeLessThan(256 * 1024 * 1024);
    expect((await tenant.api.get('/persons')).status).toBe(200);
  });

  it('limits each Redis user to its own namespaced keys, without dangerous commands', async () => {
    const as = (process: ProcessName) => {
      const { user, password } = stack.credentials!.redis[process];
      const client = new Redis(stack.env.REDIS_URL, { username: user, password, lazyConnect: true, maxRetriesPerRequest: 0 });
      redisClients.push(client);
      return client;
    };
    const webhooks = as('webhooks');
    const gateway = as('gateway');
    await expect(webhooks.set(`${stack.runId}:webhooks:probe`, '1')).resolves.toBe('OK');
    await expect(webhooks.flushall()).rejects.toThrow(/NOPERM/);
    await expect(webhooks.call('CONFIG', 'GET', 'dir')).rejects.toThrow(/NOPERM/);
    await expect(webhooks.keys('*')).rejects.toThrow(/NOPERM/);
    await expect(webhooks.get(`${stack.runId}:rl:{company}`)).rejects.toThrow(/NOPERM/);
    await expect(webhooks.get(`${testStack().runId}:webhooks:probe`)).rejects.toThrow(/NOPERM/);
    await expect(gateway.get(`${stack.runId}:webhooks:probe`)).rejects.toThrow(/NOPERM/);
    await expect(gateway.zcard(`bull:${stack.runId}:deliveries:wait`)).rejects.toThrow(/NOPERM/);
  });

  it('refuses an unauthenticated Redis connection once the default user is off', async () => {
    const server = await startRedisServer();
    try {
      const users = await createRedisUsers({ redisUrl: server.url, namespace: 'n1' });
      const owner = new Redis(server.url, { maxRetriesPerRequest: 0 });
      redisClients.push(owner);
      await owner.call('ACL', 'SETUSER', 'default', 'off');
      const anonymous = new Redis(server.url, { maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null });
      redisClients.push(anonymous);
      anonymous.on('error', () => undefined);
      await expect(anonymous.connect().then(() => anonymous.get('n1:rl:x'))).rejects.toThrow(/NOAUTH|NOPERM|disabled|closed/i);
      const gateway = new Redis(server.url, {
        username: users.credentials.gateway.user,
        password: users.credentials.gateway.password,
        maxRetriesPerRequest: 0,
      });
      redisClients.push(gateway);
      await expect(gateway.set('n1:rl:{x}', '1')).resolves.toBe('OK');
    } finally {
      await server.destroy();
    }
  });

  it('logged no permission violation while the system worked', () => {
    const logs = readdirSync(stack.logDir).map((file) => readFileSync(join(stack.logDir, file), 'utf8'));
    expect(logs.join('\n')).not.toMatch(/Permissions Violation|PERMISSIONS_VIOLATION|Authorization Violation/i);
  });
});
