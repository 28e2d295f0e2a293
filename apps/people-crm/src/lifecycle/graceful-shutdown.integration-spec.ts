import { AdminClient } from '@bizapi/runtime';
import { DedicatedStack, Tenant, createTenant, startDedicatedStack } from '@bizapi/testing';

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
    const failures: string[] = [];
    const createdIds: string[] = [];
    let running = true;
    const client = async (worker: number) => {
      for (let round = 0; running; round++) {
        const created = await tenant.api.post('/persons', { name: `Pessoa ${worker}-${round}`, personType: 'INDIVIDUAL' });
        if (created.status !== 201) {
          failures.push(`POST ${created.status} ${JSON.stringify(created.body)}`);
          continue;
        }
        createdIds.push(created.body.id);
        const read = await tenant.api.get(`/persons/${created.body.id}`);
        if (read.status !== 200) failures.push(`GET ${read.status} ${JSON.stringify(read.body)}`);
      }
    };
    const load = Promise.all(Array.from({ length: LOAD_CLIENTS }, (_, worker) => client(worker)));

    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const beforeStop = createdIds.length;
    await stack.stopProcess('people-crm');
    const exitCode = stack.processes.get('people-crm')?.exitCode;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    running = false;
    await load;

    expect(failures).toEqual([]);
    expect(exitCode).toBe(0);
    expect(beforeStop).toBeGreaterThan(0);
    expect(createdIds.length).toBeGreaterThan(beforeStop);
    const list = await tenant.api.get('/persons?limit=1');
    expect(list.body.meta.total).toBe(createdIds.length);
  }, 60_000);
});
