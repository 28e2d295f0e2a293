import { AdminClient } from '@bizapi/runtime';
import { DedicatedStack, Tenant, createTenant, startDedicatedStack, startPersonLoad } from '@bizapi/testing';

/**
 * A rolling update as Kubernetes does it: one replica of a service gets
 * SIGTERM while clients keep writing and reading through the gateway. The
 * replica must answer every request it has taken (including those NATS had
 * already handed to its connection) before it goes; the other replica takes
 * the rest. Not one request may fail.
 */

const LOAD_CLIENTS = 12;

describe('SIGTERM under load', () => {
  let stack: DedicatedStack;
  let admin: AdminClient;
  let tenant: Tenant;

  beforeAll(async () => {
    stack = await startDedicatedStack({
      apps: ['gateway', 'people-crm'],
      replicas: { 'people-crm': 2 },
      env: { RATE_LIMIT_PER_MINUTE: '1000000' },
    });
    admin = await AdminClient.connect(stack.env.NATS_URL, stack.env.BIZAPI_NAMESPACE);
    tenant = await createTenant({ admin, baseUrl: stack.baseUrl, seed: false });
  }, 120_000);

  afterAll(async () => {
    await admin?.close();
    await stack?.stop();
  }, 60_000);

  it('loses no request while a replica drains and exits', async () => {
    const load = startPersonLoad(tenant.api, LOAD_CLIENTS);
    const { createdIds, failures } = load;

    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const beforeStop = createdIds.length;
    await stack.stopProcess('people-crm');
    const exitCode = stack.processes.get('people-crm')?.exitCode;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await load.stop();

    expect(failures).toEqual([]);
    expect(exitCode).toBe(0);
    expect(beforeStop).toBeGreaterThan(0);
    expect(createdIds.length).toBeGreaterThan(beforeStop);
    const list = await tenant.api.get('/persons?limit=1');
    expect(list.body.meta.total).toBe(createdIds.length);
  }, 60_000);
});
