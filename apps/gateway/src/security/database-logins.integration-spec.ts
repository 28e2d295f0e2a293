import { DATABASE_PROCESSES, ProcessName, databaseSchema } from '@bizapi/contracts';
import { databaseLoginProblems } from '@bizapi/runtime';
import { queryDatabase, testStack } from '@bizapi/testing';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';

const ROOT = join(__dirname, '..', '..', '..', '..');

/**
 * Every process of the run serves with a PostgreSQL login of its own (and
 * migrates as its schema's owner), made from the contracts as `npm start`
 * and the bootstrap SQL make them: it reaches the rows of its own schema and
 * nothing else. That the whole system works under these logins is what every
 * other integration test shows; here, what one compromised process could try.
 */
describe('per-process PostgreSQL logins', () => {
  const clients: Client[] = [];
  const logins = () => testStack().databaseLogins;

  async function connectAs(process: ProcessName, login: 'app' | 'owner' = 'app'): Promise<Client> {
    const client = new Client({ connectionString: logins()[process][login].url });
    await client.connect();
    clients.push(client);
    return client;
  }

  /** The SQLSTATE a statement fails with, or 'ok'. */
  async function outcome(client: Client, sql: string): Promise<string> {
    try {
      await client.query(sql);
      return 'ok';
    } catch (error) {
      return (error as { code?: string }).code ?? String(error);
    }
  }

  /** One table of each schema, as the administrator sees them. */
  let tableOf: Record<string, string>;

  beforeAll(async () => {
    const rows = await queryDatabase<{ schema: string; table: string }>(
      `SELECT DISTINCT ON (schemaname) schemaname AS schema, tablename AS "table" FROM pg_tables
        WHERE schemaname = ANY($1) AND tablename <> 'migrations' ORDER BY schemaname, tablename`,
      [DATABASE_PROCESSES.map(databaseSchema)],
    );
    tableOf = Object.fromEntries(rows.map((row) => [row.schema, `${row.schema}.${row.table}`]));
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end()));
  });

  const INSUFFICIENT_PRIVILEGE = '42501';

  it.each(DATABASE_PROCESSES)('%s reads and writes its own schema, and cannot read any other', async (process) => {
    const client = await connectAs(process);
    const own = databaseSchema(process);
    expect(await outcome(client, `SELECT * FROM ${tableOf[own]} LIMIT 1`)).toBe('ok');
    const others = DATABASE_PROCESSES.filter((other) => other !== process).map(databaseSchema);
    const reads: Record<string, string> = {};
    for (const schema of others) reads[schema] = await outcome(client, `SELECT * FROM ${tableOf[schema]} LIMIT 1`);
    expect(reads).toEqual(Object.fromEntries(others.map((schema) => [schema, INSUFFICIENT_PRIVILEGE])));
  });

  it('keeps iam.api_keys out of reach of a service: a helpdesk login can neither read nor forge an API key', async () => {
    const helpdesk = await connectAs('helpdesk');
    expect(await outcome(helpdesk, 'SELECT * FROM iam.api_keys LIMIT 1')).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await outcome(helpdesk, `INSERT INTO iam.api_keys DEFAULT VALUES`)).toBe(INSUFFICIENT_PRIVILEGE);
    const owner = await connectAs('helpdesk', 'owner');
    expect(await outcome(owner, 'SELECT * FROM iam.api_keys LIMIT 1')).toBe(INSUFFICIENT_PRIVILEGE);
    // The gateway's own login may read it: the refusals above are about whose login it is.
    expect(await outcome(await connectAs('gateway'), 'SELECT count(*) FROM iam.api_keys')).toBe('ok');
  });

  it.each(DATABASE_PROCESSES)('%s: neither of its logins may create roles, databases, schemas, temporary or public tables', async (process) => {
    for (const login of ['app', 'owner'] as const) {
      const client = await connectAs(process, login);
      const attempts = {
        role: await outcome(client, `CREATE ROLE "intruder-${process}"`),
        database: await outcome(client, `CREATE DATABASE "intruder_${process.replace(/-/g, '_')}"`),
        schema: await outcome(client, `CREATE SCHEMA intruder`),
        temporaryTable: await outcome(client, 'CREATE TEMPORARY TABLE intruder (id int)'),
        publicTable: await outcome(client, 'CREATE TABLE public.intruder (id int)'),
      };
      expect({ login, ...attempts }).toEqual({
        login,
        role: INSUFFICIENT_PRIVILEGE,
        database: INSUFFICIENT_PRIVILEGE,
        schema: INSUFFICIENT_PRIVILEGE,
        temporaryTable: INSUFFICIENT_PRIVILEGE,
        publicTable: INSUFFICIENT_PRIVILEGE,
      });
    }
  });

  it('leaves the schema to its owner: the app login cannot create, alter, drop or empty tables in its own schema', async () => {
    const peopleCrm = await connectAs('people-crm');
    const table = tableOf.people_crm;
    expect({
      create: await outcome(peopleCrm, 'CREATE TABLE people_crm.intruder (id int)'),
      alter: await outcome(peopleCrm, `ALTER TABLE ${table} ADD COLUMN intruder int`),
      drop: await outcome(peopleCrm, `DROP TABLE ${table}`),
      truncate: await outcome(peopleCrm, `TRUNCATE ${table}`),
    }).toEqual({ create: INSUFFICIENT_PRIVILEGE, alter: INSUFFICIENT_PRIVILEGE, drop: INSUFFICIENT_PRIVILEGE, truncate: INSUFFICIENT_PRIVILEGE });
  });

  it('gives the app login the rows of a table a later migration makes as the owner (default privileges)', async () => {
    const owner = await connectAs('finance', 'owner');
    const app = await connectAs('finance');
    const table = `finance.later_migration_${Date.now()}`;
    await owner.query(`CREATE TABLE ${table} (id bigserial PRIMARY KEY, note text NOT NULL)`);
    try {
      const { rows } = await app.query(`INSERT INTO ${table} (note) VALUES ('first') RETURNING id`);
      await app.query(`UPDATE ${table} SET note = 'changed' WHERE id = $1`, [rows[0].id]);
      expect((await app.query(`SELECT note FROM ${table}`)).rows).toEqual([{ note: 'changed' }]);
      await app.query(`DELETE FROM ${table}`);
      expect(await outcome(app, `DROP TABLE ${table}`)).toBe(INSUFFICIENT_PRIVILEGE);
    } finally {
      await owner.query(`DROP TABLE ${table}`);
    }
  });

  it('judges a login as production does: the administrator is refused, a process login is not', async () => {
    const asQueryable = (client: Client) => ({ query: async (sql: string) => (await client.query(sql)).rows });
    const administrator = new Client({ connectionString: testStack().env.DATABASE_URL });
    await administrator.connect();
    clients.push(administrator);
    expect(await databaseLoginProblems(asQueryable(administrator))).toEqual([expect.stringMatching(/SUPERUSER/)]);
    expect(await databaseLoginProblems(asQueryable(await connectAs('webhooks')))).toEqual([]);
  });

  it('stops a production service at start whose DATABASE_URL logs in as a superuser, before it takes requests', () => {
    const result = spawnSync(process.execPath, [join(ROOT, 'apps/people-crm/dist/main.js')], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        DATABASE_URL: testStack().env.DATABASE_URL,
        // Nobody listens there: the check must stop the process on its own.
        NATS_URL: 'nats://127.0.0.1:1',
        NATS_USER: 'bizapi-people-crm',
        NATS_PASSWORD: 'unused',
        HEALTH_PORT: '0',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(`${result.stdout}${result.stderr}`).toMatch(/Unsafe configuration for production[\s\S]*DATABASE_URL logs in as \S+, which has \(or may take\) SUPERUSER/);
  });
});
