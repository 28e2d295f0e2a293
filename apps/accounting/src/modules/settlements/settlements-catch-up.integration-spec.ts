import { AdminSubject, SeedResult } from '@bizapi/contracts';
import { AdminClient, NatsRpcClient, eventsStreamNames } from '@bizapi/runtime';
import { DedicatedStack, Tenant, createTenant, startDedicatedStack } from '@bizapi/testing';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/transport-node';
import { automaticEntries, automaticEntry, publishSettled, settledEvent, settlementsHandled } from '../../testing/settlement-fixtures';

/**
 * No settlement is lost while accounting is down: the events wait in
 * JetStream and are posted when it starts. A system of its own (gateway and
 * accounting only), so stopping accounting leaves the shared one whole.
 */
describe('automatic entries catch up after accounting was down', () => {
  let stack: DedicatedStack;
  let admin: AdminClient;
  let connection: NatsConnection;
  let tenant: Tenant;

  beforeAll(async () => {
    stack = await startDedicatedStack({ apps: ['gateway', 'accounting'] });
    admin = await AdminClient.connect(stack.env.NATS_URL, stack.env.BIZAPI_NAMESPACE);
    connection = await connect({ servers: stack.env.NATS_URL });
    // people-crm is not running here: only accounting's seed (the chart the entries post to).
    tenant = await createTenant({ admin, baseUrl: stack.baseUrl, seed: false });
    await new NatsRpcClient(connection, stack.env.BIZAPI_NAMESPACE, 30_000).request<SeedResult>(AdminSubject.seed('accounting'), {
      companyId: tenant.company.id,
    });
  }, 60_000);

  afterAll(async () => {
    await connection?.drain();
    await admin?.close();
    await stack?.stop();
  }, 60_000);

  const publish = (code: string, title: string) => {
    const event = settledEvent(tenant.company.id, { code, title });
    return publishSettled(connection, stack.env.BIZAPI_NAMESPACE, event, event.id);
  };

  it('posts the settlements published while accounting was stopped once it is back', async () => {
    await stack.stopProcess('accounting');
    await publish('FIN-000501', 'Enquanto parado 1');
    await publish('FIN-000502', 'Enquanto parado 2');

    await stack.start('accounting');

    await automaticEntry(tenant.api, 'Recebimento FIN-000501 Enquanto parado 1');
    await automaticEntry(tenant.api, 'Recebimento FIN-000502 Enquanto parado 2');
  }, 30_000);

  it('posts what was published before its consumer first existed, and nothing twice when the stream is read again', async () => {
    await stack.stopProcess('accounting');
    // As on a system where accounting was never deployed: no durable consumer of settlements yet.
    const manager = await jetstreamManager(connection);
    await manager.consumers.delete(eventsStreamNames(stack.env.BIZAPI_NAMESPACE).stream, 'accounting-settlements');
    await publish('FIN-000503', 'Antes do primeiro consumidor');

    await stack.start('accounting');

    await automaticEntry(tenant.api, 'Recebimento FIN-000503 Antes do primeiro consumidor');
    // The new consumer read the whole stream again, FIN-000501 and 502 included: once it has handled all, count.
    await settlementsHandled(connection, stack.env.BIZAPI_NAMESPACE);
    expect((await automaticEntries(tenant.api)).map((entry) => entry.description).sort()).toEqual([
      'Recebimento FIN-000501 Enquanto parado 1',
      'Recebimento FIN-000502 Enquanto parado 2',
      'Recebimento FIN-000503 Antes do primeiro consumidor',
    ]);
  }, 30_000);
});
