import { Client } from 'pg';
import { MigrationInterface, QueryRunner } from 'typeorm';
import { runMigrations } from './migrate';
import { migrationLockKey } from './migration-lock';

/**
 * Many replicas migrating one schema at once (init containers starting
 * together, a Job beside them), against the machine's PostgreSQL
 * (DATABASE_URL or the default port) in a schema that does not exist yet.
 * Each migration also writes a row to a log table outside the migrated
 * schema, with no constraint: a migration applied twice shows as two rows
 * even when it would not fail the second time.
 */
describe('runMigrations from several replicas at once', () => {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const suffix = `${process.pid}_${Date.now()}`;
  const log = `migration_log_${suffix}`;

  const admin = async <T>(text: string, params: unknown[] = []): Promise<T[]> => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  };

  /** Migration `Step<1700000000000 + n>` (TypeORM wants a JavaScript timestamp at the end): it takes a while (the race needs time to show) and would not fail if applied twice. */
  const slowMigration = (timestamp: number, up: string): new () => MigrationInterface => {
    const name = `Step${1_700_000_000_000 + timestamp}`;
    return {
      [name]: class implements MigrationInterface {
        name = name;
        async up(queryRunner: QueryRunner): Promise<void> {
          await queryRunner.query(`INSERT INTO public.${log} (migration) VALUES ($1)`, [name]);
          await queryRunner.query('SELECT pg_sleep(0.2)');
          await queryRunner.query(up);
        }
        async down(): Promise<void> {
          // Never reverted here.
        }
      },
    }[name];
  };

  const optionsFor = (schema: string, migrations: (new () => MigrationInterface)[]) => ({
    type: 'postgres' as const,
    url,
    schema,
    migrations,
    migrationsTableName: 'migrations',
    extra: { max: 2, options: `-c search_path=${schema}` },
  });

  beforeAll(() => admin(`CREATE TABLE public.${log} (migration text NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp())`));
  afterAll(async () => {
    await admin(`DROP TABLE IF EXISTS public.${log}`);
    for (const { nspname } of await admin<{ nspname: string }>('SELECT nspname FROM pg_namespace WHERE nspname LIKE $1', [`%${suffix}`]))
      await admin(`DROP SCHEMA "${nspname}" CASCADE`);
  });

  it('applies every migration exactly once when four runs start together on a fresh schema; none fails', async () => {
    const schema = `race_${suffix}`;
    const migrations = [
      slowMigration(1, 'CREATE TABLE IF NOT EXISTS items (id int PRIMARY KEY, note text)'),
      slowMigration(2, 'ALTER TABLE items ADD COLUMN IF NOT EXISTS extra text'),
      slowMigration(3, 'CREATE INDEX IF NOT EXISTS items_extra ON items (extra)'),
    ];
    let waited = 0;
    const runs = await Promise.allSettled(Array.from({ length: 4 }, () => runMigrations(optionsFor(schema, migrations), { onWaiting: () => waited++ })));

    expect(runs.filter((run) => run.status === 'rejected')).toEqual([]);
    const applied = runs.map((run) => (run.status === 'fulfilled' ? run.value : []));
    // One run applied all three; the others waited for it and found nothing pending.
    expect(applied.filter((names) => names.length > 0)).toEqual([['Step1700000000001', 'Step1700000000002', 'Step1700000000003']]);
    expect(applied.filter((names) => names.length === 0)).toHaveLength(3);
    expect(waited).toBe(3);
    const logged = await admin<{ migration: string; times: number }>(
      `SELECT migration, count(*)::int AS times FROM public.${log} GROUP BY migration ORDER BY migration`,
    );
    expect(logged).toEqual([
      { migration: 'Step1700000000001', times: 1 },
      { migration: 'Step1700000000002', times: 1 },
      { migration: 'Step1700000000003', times: 1 },
    ]);
    expect(await admin(`SELECT name FROM "${schema}".migrations ORDER BY id`)).toEqual([
      { name: 'Step1700000000001' },
      { name: 'Step1700000000002' },
      { name: 'Step1700000000003' },
    ]);
  });

  it('lets the next run in after a run fails, and leaves no lock behind', async () => {
    const schema = `failing_${suffix}`;
    const good = slowMigration(10, 'CREATE TABLE items (id int PRIMARY KEY)');
    const broken = slowMigration(11, 'ALTER TABLE no_such_table ADD COLUMN x int');
    await expect(runMigrations(optionsFor(schema, [good, broken]))).rejects.toThrow(/no_such_table/);
    // The first migration stays applied (each runs in its own transaction); the fixed release goes on from there.
    const fixed = slowMigration(11, 'ALTER TABLE items ADD COLUMN x int');
    await expect(runMigrations(optionsFor(schema, [good, fixed]))).resolves.toEqual(['Step1700000000011']);
    const held = await admin("SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = (hashtext($1)::bigint & 4294967295)::oid", [
      migrationLockKey(schema),
    ]);
    expect(held).toEqual([]);
  });
});
