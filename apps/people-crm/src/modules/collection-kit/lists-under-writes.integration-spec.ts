import { AdminClient } from '@bizapi/runtime';
import { DedicatedStack, Tenant, createTenant, inParallel, startDedicatedStack } from '@bizapi/testing';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { created, createPerson } from '../../testing/people-fixtures';

/**
 * Lists while many writes race: a system of its own with the rate limit out
 * of the way, and a company of its own for each part.
 */
describe('lists under concurrent writes', () => {
  let stack: DedicatedStack;
  let admin: AdminClient;
  let database: Client;

  beforeAll(async () => {
    stack = await startDedicatedStack({ apps: ['gateway', 'people-crm'], env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
    admin = await AdminClient.connect(stack.env.NATS_URL, stack.env.BIZAPI_NAMESPACE);
    database = new Client({ connectionString: stack.env.DATABASE_URL });
    await database.connect();
  }, 120_000);

  afterAll(async () => {
    await database?.end();
    await admin?.close();
    await stack?.stop();
  });

  /**
   * `meta.total` comes from a per-company row counter written in each write's
   * transaction, not from count(*): it must stay exact under concurrent
   * creates and deactivations.
   */
  describe('exact totals', () => {
    let tenant: Tenant;

    beforeAll(async () => {
      tenant = await createTenant({ admin, baseUrl: stack.baseUrl, seed: false });
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

  /**
   * Deep OFFSET pages of the unfiltered list in creation order start from
   * anchors (every 100th position, remembered per process) once the first
   * deep page has read them. Whatever the anchors, a page is exactly the rows
   * an OFFSET over the current rows gives: after creates and deactivations
   * move every position, the next page must show it, not what the anchors saw.
   */
  describe('deep pages (page × limit ≥ 1,000)', () => {
    let tenant: Tenant;

    beforeAll(async () => {
      tenant = await createTenant({ admin, baseUrl: stack.baseUrl, seed: false });
      await inParallel(Array.from({ length: 2600 }, (_, index) => () => createPerson(tenant.api, { name: `Pessoa ${index}` })));
    }, 120_000);

    /** The ids an OFFSET over the company's active persons gives now. */
    const expectedPage = async (order: 'ASC' | 'DESC', offset: number, limit: number) =>
      (
        await database.query<{ id: string }>(
          `SELECT id FROM people_crm.persons WHERE company_id = $1 AND is_active ORDER BY created_at ${order}, id ${order} LIMIT $2 OFFSET $3`,
          [tenant.company.id, limit, offset],
        )
      ).rows.map((row) => row.id);

    const pageIds = async (query: string) => {
      const { status, body } = await tenant.api.get(`/persons?${query}`);
      expect(status).toBe(200);
      return { ids: (body.data as { id: string }[]).map((person) => person.id), meta: body.meta };
    };

    /** Asks the same deep page a few times, so later asks come after the anchors were read. */
    const askedRepeatedly = async (query: string) => {
      const answers = [];
      for (let ask = 0; ask < 4; ask++) {
        answers.push(await pageIds(query));
        await sleep(200);
      }
      return answers;
    };

    it('answers a deep page with the rows OFFSET gives, before and after its anchors are read, in both orders', async () => {
      for (const answer of await askedRepeatedly('limit=100&page=21')) expect(answer.ids).toEqual(await expectedPage('DESC', 2000, 100));
      for (const answer of await askedRepeatedly('limit=100&page=25')) expect(answer.ids).toEqual(await expectedPage('DESC', 2400, 100));
      for (const answer of await askedRepeatedly('limit=50&page=31&order=ASC')) expect(answer.ids).toEqual(await expectedPage('ASC', 1500, 50));
      // On an anchor (2,100), and between two (2,130: from 2,100, skipping 30 rows).
      for (const answer of await askedRepeatedly('limit=30&page=71')) expect(answer.ids).toEqual(await expectedPage('DESC', 2100, 30));
      for (const answer of await askedRepeatedly('limit=30&page=72')) expect(answer.ids).toEqual(await expectedPage('DESC', 2130, 30));
      // Deep pages asked together share statements (same limit and skip): each still gets its own rows.
      await askedRepeatedly('limit=20&page=61');
      const together = await Promise.all([61, 62, 63, 64, 65, 66, 61, 63].map((page) => pageIds(`limit=20&page=${page}`)));
      for (const [k, page] of [61, 62, 63, 64, 65, 66, 61, 63].entries()) expect(together[k].ids).toEqual(await expectedPage('DESC', (page - 1) * 20, 20));
      // Pages past the end stay empty, with the exact total.
      const beyond = await pageIds('limit=100&page=40');
      expect(beyond).toEqual({ ids: [], meta: expect.objectContaining({ total: 2600, page: 40, totalPages: 26 }) });
    }, 60_000);

    it('shows what creates and deactivations changed, even where anchors were read before them', async () => {
      await askedRepeatedly('limit=100&page=21');
      await askedRepeatedly('limit=20&page=60&order=ASC');
      const newest = await expectedPage('DESC', 0, 500);
      const oldest = await expectedPage('ASC', 0, 500);
      // New persons come first in DESC order; deactivated ones before position 1,000 in either order leave it: every deep position moves.
      await inParallel([
        ...Array.from({ length: 30 }, (_, index) => () => createPerson(tenant.api, { name: `Nova ${index}` })),
        ...[...newest.slice(100, 105), ...oldest.slice(10, 13)].map((id) => () => admin.deactivate(tenant.company.id, 'persons', id)),
      ]);

      const after = await pageIds('limit=100&page=21');
      expect(after.ids).toEqual(await expectedPage('DESC', 2000, 100));
      expect(after.meta.total).toBe(2622);
      const ascending = await pageIds('limit=20&page=60&order=ASC');
      expect(ascending.ids).toEqual(await expectedPage('ASC', 1180, 20));
    }, 60_000);
  });
});
