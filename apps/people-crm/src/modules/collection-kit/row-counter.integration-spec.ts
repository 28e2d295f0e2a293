import { AdminClient } from '@bizapi/runtime';
import { DedicatedStack, Tenant, createTenant, startDedicatedStack } from '@bizapi/testing';
import { Client } from 'pg';
import { created, createPerson } from '../../testing/people-fixtures';

/** Requests under way at once: the load of many integrators, not one at a time. */
const CONCURRENCY = 50;

async function inParallel<T>(work: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < work.length) {
        const index = next++;
        results[index] = await work[index]();
      }
    }),
  );
  return results;
}

/**
 * `meta.total` comes from a per-company row counter written in each write's
 * transaction, not from count(*): it must stay exact under concurrent
 * creates and deactivations. A system of its own, with the rate limit out
 * of the way, so 1,000 writes can race.
 */
describe('exact list totals under concurrent writes', () => {
  let stack: DedicatedStack;
  let admin: AdminClient;
  let tenant: Tenant;
  let database: Client;

  beforeAll(async () => {
    stack = await startDedicatedStack({ apps: ['gateway', 'people-crm'], env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
    admin = await AdminClient.connect(stack.env.NATS_URL, stack.env.BIZAPI_NAMESPACE);
    tenant = await createTenant({ admin, baseUrl: stack.baseUrl, seed: false });
    database = new Client({ connectionString: stack.env.DATABASE_URL });
    await database.connect();
  }, 120_000);

  afterAll(async () => {
    await database?.end();
    await admin?.close();
    await stack?.stop();
  });

  const storedActive = async () =>
    Number(
      (await database.query(`SELECT count(*) FROM people_crm.persons WHERE company_id = $1 AND is_active`, [tenant.company.id])).rows[0]
        .count,
    );

  it('equals count(*) after 1,000 mixed parallel creates and deactivations (some of one record at once)', async () => {
    const first = await inParallel(Array.from({ length: 250 }, (_, index) => () => createPerson(tenant.api, { name: `Early ${index}` })));
    const writes = [
      ...Array.from({ length: 700 }, (_, index) => () => created(tenant.api.post('/persons', { name: `Late ${index}`, personType: 'COMPANY' }), 'person')),
      // 300 deactivations of 250 persons: 50 of them twice at once, where only one may count.
      ...Array.from({ length: 300 }, (_, index) => () => admin.deactivate(tenant.company.id, 'persons', first[index % 250].id).catch((error: Error) => error)),
    ].sort(() => Math.random() - 0.5);

    const outcomes = await inParallel(writes);

    const refused = outcomes.filter((outcome) => outcome instanceof Error);
    expect(refused).toHaveLength(50);
    const { status, body } = await tenant.api.get('/persons?limit=1');
    expect(status).toBe(200);
    expect(body.meta.total).toBe(await storedActive());
    expect(body.meta.total).toBe(700);
  }, 180_000);

  it('counts a filtered list exactly too, through an index', async () => {
    const { body } = await tenant.api.get('/persons?personType=COMPANY&limit=1');
    const { rows } = await database.query(
      `SELECT count(*) FROM people_crm.persons WHERE company_id = $1 AND is_active AND person_type = 'COMPANY'`,
      [tenant.company.id],
    );
    expect(body.meta.total).toBe(Number(rows[0].count));
  });
});
