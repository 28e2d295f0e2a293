import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { testStack } from '@bizapi/testing';
import { PEOPLE_CRM_DATABASE } from './people-crm-database';

const ROOT = resolve(__dirname, '../../../..');
const launcher = require('@bizapi/launcher') as {
  ensureDatabase(url: string): Promise<void>;
  dropDatabase(url: string): Promise<void>;
  withDatabase(url: string, name: string): string;
  migrationsApplied(app: { name: string; main: string }, databaseUrl: string): Promise<boolean>;
};
const PEOPLE_CRM_APP = { name: 'people-crm', main: 'apps/people-crm/dist/main.js' };

/** `node apps/people-crm/dist/main.js migrate`, as an init container runs it: its exit code and output. */
function migrate(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(ROOT, 'apps/people-crm/dist/main.js'), 'migrate'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, MIGRATION_DATABASE_URL: databaseUrl, DATABASE_URL: databaseUrl },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', fail);
    child.once('exit', (code) => done({ code, output }));
  });
}

/**
 * The first install of people-crm: four replicas' `migrate` init containers
 * start at once on an empty database (the schema does not exist yet). The
 * migration lock makes them take turns: all exit 0 at the first try (no
 * crash-and-retry), one applies every migration, the others find nothing to do.
 */
describe('people-crm migrate from four replicas at once', () => {
  const url = launcher.withDatabase(testStack().env.DATABASE_URL, `bizapi_migrate_race_${process.pid}`);

  beforeAll(() => launcher.ensureDatabase(url));
  afterAll(() => launcher.dropDatabase(url));

  it('applies each migration exactly once, and every run succeeds', async () => {
    const runs = await Promise.all(Array.from({ length: 4 }, () => migrate(url)));

    expect(runs.map((run) => ({ code: run.code, output: run.code === 0 ? '' : run.output }))).toEqual(
      Array.from({ length: 4 }, () => ({ code: 0, output: '' })),
    );
    const names = PEOPLE_CRM_DATABASE.migrations.map((migration) => migration.name);
    expect(runs.filter((run) => run.output.includes(names.join(', ')))).toHaveLength(1);
    expect(runs.filter((run) => run.output.includes('people-crm: schema up to date'))).toHaveLength(3);
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string; times: number }>(
        'SELECT name, count(*)::int AS times FROM people_crm.migrations GROUP BY name ORDER BY min(id)',
      );
      expect(rows).toEqual(names.map((name) => ({ name, times: 1 })));
    } finally {
      await client.end();
    }
  }, 60_000);
});

/**
 * `npm start` skips an app's `migrate` process when its schema already records every migration of
 * the build (launcher's migrationsApplied): never before they ran, nor once one is missing.
 */
describe('npm start: whether people-crm needs its migrate process', () => {
  const url = launcher.withDatabase(testStack().env.DATABASE_URL, `bizapi_migrate_skip_${process.pid}`);

  beforeAll(() => launcher.ensureDatabase(url));
  afterAll(() => launcher.dropDatabase(url));

  it('needs it on a new database and after a migration is removed, not once every one is recorded', async () => {
    expect(await launcher.migrationsApplied(PEOPLE_CRM_APP, url)).toBe(false);
    expect((await migrate(url)).code).toBe(0);
    expect(await launcher.migrationsApplied(PEOPLE_CRM_APP, url)).toBe(true);

    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('DELETE FROM people_crm.migrations WHERE name = $1', [PEOPLE_CRM_DATABASE.migrations.at(-1)!.name]);
    } finally {
      await client.end();
    }
    expect(await launcher.migrationsApplied(PEOPLE_CRM_APP, url)).toBe(false);
    expect(await launcher.migrationsApplied(PEOPLE_CRM_APP, 'postgres://nobody@127.0.0.1:1/none')).toBe(false);
  }, 60_000);
});
